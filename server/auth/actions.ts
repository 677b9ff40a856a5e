// The permission actions a button grant ('/menu/path#action') may name: the one list schemas/meta/actions.json
// (the checker and the shell's runtime read it too). The gateway refuses a route or a call whose grant names
// another action (a typo would admit nobody), and names actions by their describe (ticket history).
import table from '../../schemas/meta/actions.json';

export const ACTION_CODES: ReadonlySet<string> = new Set(table.actions.map((a) => a.code));

const DESCRIBES = new Map(table.actions.map((a) => [a.code, a.describe]));

/** What an action's button usually reads (zh_CN unless en_US is asked for); undefined for no known action. */
export function actionDescribe(code: string, locale: 'zh_CN' | 'en_US' = 'zh_CN'): string | undefined {
  return DESCRIBES.get(code)?.[locale];
}

/** '' when every 'path#action' grant names a known action, else what is wrong with the first that does not. */
export function unknownGrantAction(grants: readonly string[]): string {
  for (const g of grants) {
    const hash = g.indexOf('#');
    if (hash < 0) continue;
    const action = g.slice(hash + 1);
    if (!ACTION_CODES.has(action))
      return `'${g}' names no permission action of schemas/meta/actions.json ('${action}')`;
  }
  return '';
}
