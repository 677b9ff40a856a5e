// `npm run dev`: after the gateway reloaded the schemas (a page and its menu entry saved, scripts/vite-schemas-check.ts),
// the shell refetches its permission menu, so the new entry and its route appear without signing in again or
// restarting. Told by the HMR custom event 'schemas:reloaded'; also on window focus (the schemas may have been
// reloaded by `npm run reload` meanwhile) and once when the portal loads: under npm start too, so after `npm run
// reload` a refresh of the open portal shows a new entry without signing in again (src/main.tsx).
import { client } from '../http/api';
import { loadMenu } from './signIn';
import { SESSION_KEYS, getToken, writeJson } from './storage';
import { notifySession } from './store';

export const SCHEMAS_RELOADED = 'schemas:reloaded';

/** Refetches the menu and buttons of the signed-in user; false without a session or with an empty answer. */
export async function refreshMenu(): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  const answer = await loadMenu(client.call);
  const menu = answer.result?.menu ?? [];
  if (menu.length === 0) return false;
  writeJson(SESSION_KEYS.menu, menu);
  writeJson(SESSION_KEYS.userPermissions, answer.result?.auth ?? []);
  writeJson(SESSION_KEYS.systemPermissions, answer.result?.allAuth ?? []);
  notifySession();
  return true;
}

export function installMenuRefresh(hot?: { on(event: string, cb: () => void): void }): void {
  const refresh = () => void refreshMenu().catch(() => {});
  hot?.on(SCHEMAS_RELOADED, refresh);
  window.addEventListener('focus', refresh);
  // a save may have reloaded this page (a new screen file) while the gateway reloaded: start from a fresh menu
  refresh();
}
