// Lets a menu entry's users make a call: adds the entry's path to the call's "permission" in its calls file, as a
// targeted text edit (the rest of the file untouched). Used by `npm run new -- page`, whose new entry shows a page
// on an existing call (schemas:check reports a call that does not admit the entry showing it).
import jsonMap from 'json-source-map';

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** The calls file's text with `path` admitted by call `id` (unchanged when it already is, or is 'session'/'public'). */
export function admitMenuEntry(text: string, id: string, path: string): string {
  const { data, pointers } = jsonMap.parse(text) as {
    data: { calls?: Record<string, Record<string, unknown>> };
    pointers: Record<string, { value: { pos: number }; valueEnd: { pos: number } }>;
  };
  const call = data.calls?.[id];
  if (!call) throw new Error(`call ${id} is not in this file`);
  const p = call.permission;
  const at = pointers[`/calls/${esc(id)}/permission`];
  const grants = typeof p === 'string' ? [p] : Array.isArray(p) ? p : [];
  if (p === 'session' || p === 'public' || grants.some((g) => String(g).split('#')[0] === path)) return text;
  let out: string;
  if (at && typeof p === 'string')
    out = `${text.slice(0, at.value.pos)}[${JSON.stringify(p)}, ${JSON.stringify(path)}]${text.slice(at.valueEnd.pos)}`;
  else if (at && Array.isArray(p))
    out = `${text.slice(0, at.valueEnd.pos - 1)}, ${JSON.stringify(path)}${text.slice(at.valueEnd.pos - 1)}`;
  else {
    const keys = Object.keys(call);
    const last = pointers[`/calls/${esc(id)}/${esc(keys[keys.length - 1])}`];
    out = `${text.slice(0, last.valueEnd.pos)}, "permission": ${JSON.stringify(path)}${text.slice(last.valueEnd.pos)}`;
  }
  const again = (JSON.parse(out) as { calls: Record<string, { permission: unknown }> }).calls[id].permission;
  if (![again].flat().includes(path)) throw new Error(`could not add ${path} to the permission of call ${id}`);
  return out;
}
