// Calls against the gateway's route table: each call of schemas/calls must be served with its method, host and
// path (path parameters compare by position, not by name).
import { type Ctx, type Doc, type ServedRoute, rec, str } from './model';
import { didYouMean } from './names';
import { seg } from './problem';

/** Path parameters compare by position, not by name ({id} and :id are the same). */
export const routeKey = (r: ServedRoute) =>
  `${r.method.toUpperCase()} ${r.host} ${r.path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':_')}`;

/** Each call must be served by the gateway with its method, host and path (path parameters by position). */
export function checkServed(ctx: Ctx, doc: Doc, routes: ServedRoute[]): void {
  const served = new Set(routes.map(routeKey));
  for (const [id, value] of Object.entries(rec(doc.data.calls) ?? {})) {
    const call = rec(value);
    const method = str(call?.method);
    const host = str(call?.host);
    const path = str(call?.path);
    if (!method || !host || !path || served.has(routeKey({ method, host, path }))) continue;
    const onHost = routes.filter((r) => r.host === host);
    const samePath = onHost.filter((r) => routeKey({ ...r, method }) === routeKey({ method, host, path }));
    const hint = samePath.length
      ? `; it serves ${path} with ${samePath.map((r) => r.method).join(', ')}`
      : didYouMean(
          path,
          onHost.map((r) => r.path),
        );
    ctx.report(doc.file, {
      pointer: `/calls/${seg(id)}/path`,
      message: `call ${id}: the gateway serves no ${method} ${path} on host ${host}${hint}; add the route to server/ or correct the call`,
    });
  }
}
