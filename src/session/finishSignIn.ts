// What the user sees after a sign-in answer (000 §4, §8), then the first view.
import { client } from '../http/api';
import { titledError, toast } from '../http/ui';
import { t } from '../i18n/locale';
import { completeSignIn, type SignInResult } from './signIn';

export async function finishSignIn(
  result: SignInResult | undefined,
  target: string,
  navigate: (to: string, o?: { replace?: boolean }) => void,
): Promise<boolean> {
  client.reset();
  const outcome = await completeSignIn(result, client.call);
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
