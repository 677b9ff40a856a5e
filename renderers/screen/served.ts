// The documents the gateway serves (GET /npsbackend-gateway/schemas and /schemas/{kind}/{id}, docs/gateway.md
// "Screen documents"): what makes a reloaded or new document reach an open portal without a rebuild. The list of
// versions is asked once and kept for FRESH_MS (a screen opened later asks again) by each document cache
// (loader.ts createDocumentCache owns one ServedVersions); a failed answer counts as "the gateway serves nothing",
// so the bundled documents are used as before (tests, a gateway without the route).
import type { Transport } from '../calls/types';

export const FRESH_MS = 30_000;

type Versions = Record<string, string>;

const dataOf = (body: unknown): Record<string, unknown> | undefined => {
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
};

/** "kind:id" -> version of the documents the gateway serves this user; undefined when it does not answer. */
export type ServedVersions = (transport: Transport, maxAgeMs?: number) => Promise<Versions | undefined>;

/** A versions list kept for its owner (one document cache) and asked again when older than `maxAgeMs`. */
export function servedVersions(): ServedVersions {
  let versions: { at: number; answer: Promise<Versions | undefined> } | undefined;
  return (transport, maxAgeMs = FRESH_MS) => {
    if (!versions || Date.now() - versions.at > maxAgeMs) {
      const answer = transport.request({ method: 'GET', host: 'gateway', path: '/schemas' }).then(
        (body) => {
          const v = dataOf(body)?.versions;
          return v && typeof v === 'object' ? (v as Versions) : undefined;
        },
        () => undefined,
      );
      versions = { at: Date.now(), answer };
    }
    return versions.answer;
  };
}

/** The document as the gateway serves it now; rejects when it does not (the caller decides what to show). */
export async function servedDocument(transport: Transport, kind: string, id: string): Promise<unknown> {
  const data = dataOf(
    await transport.request({ method: 'GET', host: 'gateway', path: `/schemas/${kind}/${encodeURIComponent(id)}` }),
  );
  const doc = data?.document as { kind?: unknown; id?: unknown } | undefined;
  if (!doc || doc.kind !== kind || doc.id !== id) throw new Error(`the gateway answered no ${kind} document "${id}"`);
  return doc;
}
