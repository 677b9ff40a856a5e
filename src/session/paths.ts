// Shell paths (000 §2) and a small matcher for route patterns with :params.
import shellPaths from '../../schemas/meta/shell-paths.json';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const EPC_PATH = shellPaths.epc;
export const EXTERNAL_PATH = '/external';
export const EXTERNAL_DETAIL = '/external/repairOrderDetail/:id';
/** What the external entry shows: the repair-ticket detail screen (schemas/details/repairTicket.json) of this menu path, read-only. */
export const EXTERNAL_DETAIL_SCREEN = { screen: 'detail:repairTicket', path: '/detail/repairTicket/:id' } as const;
/** Paths reachable with the cookie but without a token (000 §2 step 4, §9). */
export const WHITELIST = ['/login', '/401', '/404'] as const;
/** Paths every signed-in user may open whatever the menu says. */
export const SHELL_PATHS = [HOME_PATH, EPC_PATH, '/401', '/404', '/500', EXTERNAL_PATH, EXTERNAL_DETAIL];

/** The params when the path matches the pattern, else null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split('/').filter(Boolean);
  const xs = path.split('/').filter(Boolean);
  if (ps.length !== xs.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    if (ps[i].startsWith(':')) params[ps[i].slice(1)] = decodeURIComponent(xs[i]);
    else if (ps[i] !== xs[i]) return null;
  }
  return params;
}

export const matchesAny = (patterns: ReadonlyArray<string>, path: string): boolean =>
  patterns.some((p) => matchPattern(p, path) !== null);
