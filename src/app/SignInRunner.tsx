// Guard steps 1 and 2: the external entry and the ticket from the unified portal sign in automatically.
import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { GuardDecision } from '../session/guard';
import { client } from '../http/api';
import type { Client } from '../http/client';
import { notify, showCallError, titledError } from '../http/ui';
import { isCallError } from '../http/callError';
import { externalLogin } from '../session/signIn';
import { takePortalState, ticketLogin } from '../session/ticket';
import { finishSignIn } from '../session/finishSignIn';
import { t } from '../i18n/locale';
import { preloadSignedIn } from './signedInChunks';

/** What the sign-in talks through: the shell's HTTP client, notices and dialogs, by default (a test hands its own). */
export interface SignInServices {
  call: Client['call'];
  notify: typeof notify;
  titledError: typeof titledError;
  showCallError: typeof showCallError;
  preloadSignedIn(): void;
  finish: typeof finishSignIn;
}

const shell: SignInServices = {
  call: client.call,
  notify,
  titledError,
  showCallError,
  preloadSignedIn,
  finish: finishSignIn,
};

type Props = {
  decision: Extract<GuardDecision, { action: 'externalLogin' | 'ticketLogin' }>;
  services?: SignInServices;
};

/** Removes a used ticket from the address and the window name, so a reload does not validate it again. */
function dropTicket(): void {
  window.name = '';
  if (window.location.search)
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
}

export function SignInRunner({ decision, services = shell }: Props) {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { call, notify, titledError, showCallError, preloadSignedIn, finish } = services;
    if (decision.action === 'ticketLogin') {
      dropTicket();
      // login CSRF: only a sign-in this tab started (its state) may end here; another browser's ticket link is refused
      const state = takePortalState();
      if (!state) {
        notify(t('notice'), t('ticketNotStarted'), 3);
        navigate('/login', { replace: true });
        return;
      }
      preloadSignedIn();
      ticketLogin(call, decision.ticket, state)
        .then((result) => finish(result, '/home', navigate))
        .catch((e: unknown) => {
          // 000 §8: a notification titled notice with the error message, for 3 seconds
          notify(t('notice'), e instanceof Error ? e.message : String(e), 3);
          navigate('/login', { replace: true });
        });
    } else {
      externalLogin(call, { account: decision.account, entry: decision.entry, target: decision.target })
        .then((result) =>
          finish(result, `/external/repairOrderDetail/${encodeURIComponent(decision.target)}`, navigate),
        )
        .catch((e: unknown) => {
          // no valid entry link (none, used, expired, forged: 401; signed in without one: 403): say so on /login
          if (isCallError(e) && (e.status === 401 || e.status === 403))
            titledError(t('notice'), t('externalEntryRefused'));
          else showCallError(e);
          navigate('/login', { replace: true });
        });
    }
  }, [decision, navigate, services]);

  return (
    <Spin size="large" tip={t('signingIn')} style={{ display: 'block', margin: '20vh auto' }}>
      <div style={{ height: 80 }} />
    </Spin>
  );
}
