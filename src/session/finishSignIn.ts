// What the user sees after a sign-in answer (000 §4, §8), then the first view. What it talks through (the HTTP
// client, the toasts and dialogs, the step that stores the session) is handed in, the shell's by default.
import { client } from '../http/api';
import type { Client } from '../http/client';
import { titledError, toast } from '../http/ui';
import { t } from '../i18n/locale';
import { completeSignIn, type SignInResult } from './signIn';

export interface FinishServices {
  client: Pick<Client, 'reset' | 'call'>;
  toast: typeof toast;
  titledError: typeof titledError;
  complete: typeof completeSignIn;
}

const shell: FinishServices = { client, toast, titledError, complete: completeSignIn };

export async function finishSignIn(
  result: SignInResult | undefined,
  target: string,
  navigate: (to: string, o?: { replace?: boolean }) => void,
  { client, toast, titledError, complete }: FinishServices = shell,
): Promise<boolean> {
  client.reset();
  const outcome = await complete(result, client.call);
  if (outcome.ok) {
    navigate(target, { replace: true });
    return true;
  }
  switch (outcome.reason) {
    case 'noToken':
      void toast('error', t('noToken'));
      break;
    case 'noRole':
      void toast('error', t('noRole'));
      break;
    case 'emptyMenu':
      void toast('error', t('emptyMenu'));
      break;
    case 'menuFailed':
      titledError(t('loginFailedTitle'), t('menuLoadFailed'));
      break;
  }
  navigate('/login', { replace: true });
  return false;
}
