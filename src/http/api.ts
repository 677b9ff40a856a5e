// The shell's one client instance, wired to session storage, the language and the catalogue dialogs.
import { createClient, type HttpRequest } from './client';
import { showCallError, showUnauthorized, toast } from './ui';
import { getRefreshToken, getToken, setToken, clearSession } from '../session/storage';
import { getLocale, t } from '../i18n/locale';
import { signOut } from '../session/signOut';

export const client = createClient({
  getToken,
  getRefreshToken,
  setToken,
  getLocale,
  onUnauthorized: (err) => showUnauthorized(err, clearSession),
  onRefreshFailed: () => {
    void toast('error', t('refreshFailed'), 3).then(() => signOut());
  },
});

/** A shell call: a failure is shown as the catalogue dialog, then rethrown. */
export async function request<T>(req: HttpRequest): Promise<T> {
  try {
    return await client.call<T>(req);
  } catch (e) {
    showCallError(e);
    throw e;
  }
}

/** The runtime's Transport (docs/contracts.md): rejects with a CallError and shows nothing itself. */
export const transport = {
  request: <T = unknown>(req: HttpRequest): Promise<T> => client.call<T>(req),
};
