// Menu documents: role codes of 000 §6, known permission actions, unique paths and route names, and
// screens that exist. The gateway fills its menu and permission tables from these, so a slip here is a
// screen nobody can open.
import { PERMISSION_ACTIONS } from '../renderers/manifest';
import roleTable from '../schemas/meta/roles.json';
import shellPaths from '../schemas/meta/shell-paths.json';
import { type Ctx, type Doc, type MenuEntryRef, arr, rec, str } from './model';
import { unknownName } from './names';

/** Flattens a menu document's entries (children included) with their pointers. */
export function menuEntries(doc: Doc): MenuEntryRef[] {
  const out: MenuEntryRef[] = [];
  const walk = (list: unknown, at: string) =>
    arr(list).forEach((e, i) => {
      const entry = rec(e);
      if (!entry) return;
      out.push({ entry, doc, pointer: `${at}/${i}` });
      walk(entry.children, `${at}/${i}/children`);
    });
  walk(doc.data.entries, '/entries');
  return out;
}

/** The role codes menus may grant: the role table of 000 §6 (schemas/meta/roles.json, read by the gateway and the shell too). */
export const ROLE_CODES: readonly string[] = roleTable.roles.map((r) => r.code);

function checkRoles(ctx: Ctx, doc: Doc, roles: unknown, at: string, within?: string[]): void {
  arr(roles).forEach((r, i) => {
    if (typeof r !== 'string') return;
    if (!ROLE_CODES.includes(r)) {
      ctx.report(doc.file, {
        pointer: `${at}/${i}`,
        message: unknownName('role code', r, ROLE_CODES, 'role codes (000 §6)'),
      });
    } else if (within && !within.includes(r)) {
      ctx.report(doc.file, {
        pointer: `${at}/${i}`,
        message: `role "${r}" gets this button but not its menu entry; entry roles: ${within.join(', ')}`,
      });
    }
  });
}

/** Per-entry checks; uniqueness across all menu documents is checked in checkMenusTogether. */
export function checkMenu(ctx: Ctx, doc: Doc): void {
  for (const { entry, pointer } of menuEntries(doc)) {
    const roles = arr(entry.roles).filter((r): r is string => typeof r === 'string');
    checkRoles(ctx, doc, entry.roles, `${pointer}/roles`);
    const children = arr(entry.children);
    const screen = str(entry.screen);
    const url = str(entry.url);
    if (screen && url)
      ctx.report(doc.file, {
        pointer: `${pointer}/url`,
        message: 'an entry opens either a screen or an external url, not both',
      });
    // the shell's own screens (the parts-catalogue frame at /epc) are reached by their path, with no screen
    const shellScreen = str(entry.path) === shellPaths.epc;
    if (!screen && !url && children.length === 0 && !shellScreen) {
      ctx.report(doc.file, {
        pointer,
        message: 'an entry needs a "screen" (such as page:supplierParts), a "url" or "children"',
      });
    }
    if (screen) {
      const [kind, id] = screen.split(':');
      const known = ctx.index.byId.get(kind);
      if (known && !known.has(id)) {
        ctx.report(doc.file, {
          pointer: `${pointer}/screen`,
          message: unknownName(`${kind}`, id, known.keys(), `${kind}s`),
        });
      }
    }
    arr(entry.buttons).forEach((b, i) => {
      const button = rec(b);
      const action = str(button?.action);
      if (action !== undefined && !PERMISSION_ACTIONS.includes(action)) {
        ctx.report(doc.file, {
          pointer: `${pointer}/buttons/${i}/action`,
          message: unknownName('permission action', action, PERMISSION_ACTIONS, 'actions'),
        });
      }
      checkRoles(ctx, doc, button?.roles, `${pointer}/buttons/${i}/roles`, roles.length ? roles : undefined);
    });
  }
}

/** Menu paths and route names are unique across every menu document (the shell strips a '-@' suffix). */
export function checkMenusTogether(ctx: Ctx): void {
  const paths = new Map<string, MenuEntryRef>();
  const names = new Map<string, MenuEntryRef>();
  for (const m of ctx.index.menuEntries) {
    const path = str(m.entry.path);
    const name = str(m.entry.name)?.replace(/-@.*$/, '');
    if (path !== undefined) {
      const first = paths.get(path);
      if (first)
        ctx.report(m.doc.file, {
          pointer: `${m.pointer}/path`,
          message: `path "${path}" is already used by ${first.doc.file.rel} ${first.pointer}; menu paths are unique`,
        });
      else paths.set(path, m);
    }
    if (name !== undefined) {
      const first = names.get(name);
      if (first)
        ctx.report(m.doc.file, {
          pointer: `${m.pointer}/name`,
          message: `route name "${name}" is already used by ${first.doc.file.rel} ${first.pointer}; route names are unique (a '-@' suffix is ignored)`,
        });
      else names.set(name, m);
    }
    if (path === '/home' || path === '/login') {
      ctx.report(m.doc.file, {
        pointer: `${m.pointer}/path`,
        message: `"${path}" belongs to the shell; it is not a menu entry`,
      });
    }
  }
}
