// Access from JSON: every call declares who may make it ("permission", the gateway enforces it on the route
// serving the call), its menu paths and buttons exist, and every screen shown by a menu entry uses only calls
// whose permission admits that entry (else the entry's users get 无权限访问 on the new screen). Pure (no node:*).
import { type Ctx, type Doc, type Json, type MenuEntryRef, arr, rec, str } from './model';
import { didYouMean, listNames } from './names';
import { seg } from './problem';

const NO_PERMISSION = (id: string) =>
  `call ${id} has no permission: add "permission": "/menu#action" (a menu path, a button of it, or a list of those) or "session" with "everyone": "<why every signed-in user may make it>"`;

/** The grants of a permission value: [] for 'public'/'session', the strings of a list. */
const grantsOf = (p: unknown): string[] =>
  typeof p === 'string'
    ? p === 'public' || p === 'session'
      ? []
      : [p]
    : arr(p).filter((g): g is string => typeof g === 'string');

/** True when the permission admits the users of the menu entry at `path` (the entry itself or one of its buttons). */
export function admitsEntry(permission: unknown, path: string): boolean {
  if (permission === 'public' || permission === 'session') return true;
  return grantsOf(permission).some((g) => g.split('#')[0] === path);
}

/** A calls document: each call has a permission, 'session' with its reason, and grants naming menu entries and buttons. */
export function checkCallPermissions(ctx: Ctx, doc: Doc): void {
  const menusKnown = ctx.index.menuEntries.length > 0 && !ctx.index.broken.has('menu');
  const entries = new Map<string, Json>();
  for (const m of ctx.index.menuEntries) {
    const p = str(m.entry.path);
    if (p && !entries.has(p)) entries.set(p, m.entry); // a duplicate path is reported by the menu checks
  }
  for (const [id, value] of Object.entries(rec(doc.data.calls) ?? {})) {
    const call = rec(value);
    if (!call) continue;
    const at = `/calls/${seg(id)}`;
    const { permission, everyone } = call;
    if (permission === undefined) {
      ctx.report(doc.file, { pointer: at, at: 'key', message: NO_PERMISSION(id) });
      continue;
    }
    if (permission === 'session' && !(typeof everyone === 'string' && everyone.trim())) {
      ctx.report(doc.file, {
        pointer: `${at}/permission`,
        message: `call ${id}: permission "session" needs "everyone": why every signed-in user may make the call (or name the menu entry whose users may: "/menu#action")`,
      });
    } else if (permission !== 'session' && everyone !== undefined) {
      ctx.report(doc.file, {
        pointer: `${at}/everyone`,
        at: 'key',
        message: `call ${id}: "everyone" is only for permission "session"; remove it`,
      });
    }
    if (!menusKnown) continue;
    const list = Array.isArray(permission);
    grantsOf(permission).forEach((grant, i) => {
      const pointer = list ? `${at}/permission/${i}` : `${at}/permission`;
      const [path, action] = grant.split('#');
      const entry = entries.get(path);
      if (!entry) {
        ctx.report(doc.file, {
          pointer,
          message: `unknown menu path "${path}" in the permission of call ${id}; menu paths (schemas/menus): ${listNames(entries.keys())}${didYouMean(path, entries.keys())}`,
        });
        return;
      }
      if (action === undefined) return;
      const actions = arr(entry.buttons)
        .map((b) => str(rec(b)?.action))
        .filter((a): a is string => !!a);
      if (!actions.includes(action)) {
        ctx.report(doc.file, {
          pointer,
          message: `menu entry ${path} has no button "${action}" (permission of call ${id}); its buttons: ${listNames(actions) || '(none: add one to its "buttons")'}${didYouMean(action, actions)}`,
        });
      }
    });
  }
}

interface Use {
  call: string;
  doc: Doc;
  pointer: string;
}

/** The calls a screen makes, its own and those of the pickers, forms and details it opens (transitively). */
function callsOfScreen(ctx: Ctx, start: Doc): Use[] {
  const out: Use[] = [];
  const seen = new Set<Doc>();
  const visitDoc = (doc: Doc) => {
    if (seen.has(doc)) return;
    seen.add(doc);
    const walk = (value: unknown, pointer: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${pointer}/${i}`));
      const o = rec(value);
      if (!o) return;
      for (const [k, v] of Object.entries(o)) {
        const at = `${pointer}/${seg(k)}`;
        if (
          (k === 'call' || k === 'saveCall' || k === 'deleteCall' || k === 'batchDeleteCall' || k === 'templateCall') &&
          typeof v === 'string'
        )
          out.push({ call: v, doc, pointer: at });
        else if (
          (k === 'call' || k === 'saveCall' || k === 'deleteCall' || k === 'batchDeleteCall' || k === 'templateCall') &&
          rec(rec(v)?.byIdentity)
        ) {
          for (const [who, c] of Object.entries(rec(rec(v)!.byIdentity)!))
            if (typeof c === 'string') out.push({ call: c, doc, pointer: `${at}/byIdentity/${seg(who)}` });
        } else if (ctx.openable.includes(k) && typeof v === 'string') {
          const target = ctx.index.byId.get(k)?.get(v);
          if (target) visitDoc(target);
        } else walk(v, at);
      }
    };
    walk(doc.data, '');
  };
  visitDoc(start);
  return out;
}

/** Every screen a menu entry shows: the calls it makes admit the entry; reported where the call is named. */
export function checkScreensAdmitted(ctx: Ctx): void {
  if (ctx.index.broken.has('menu') || ctx.index.broken.has('calls')) return;
  for (const m of ctx.index.menuEntries as MenuEntryRef[]) {
    const screen = str(m.entry.screen);
    const path = str(m.entry.path);
    if (!screen || !path) continue;
    const [kind, id] = screen.split(':');
    const doc = ctx.index.byId.get(kind as Doc['kind'])?.get(id);
    if (!doc || !doc.file.pointers || Object.keys(doc.data).length === 0) continue;
    for (const use of callsOfScreen(ctx, doc)) {
      const entry = ctx.index.calls.get(use.call);
      if (!entry || entry.call.permission === undefined || admitsEntry(entry.call.permission, path)) continue;
      const via = use.doc === doc ? '' : ` (through ${use.doc.kind} ${use.doc.id})`;
      ctx.report(use.doc.file, {
        pointer: use.pointer,
        message: `call ${use.call} does not admit menu entry ${path} (${m.doc.file.rel}), which shows ${screen}${via}: its users would get 无权限访问; add "${path}" (or "${path}#<action>") to the "permission" of ${use.call} in ${entry.file.rel}`,
      });
    }
  }
}
