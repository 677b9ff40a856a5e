// The document of a screen for React: at once when cached, else after it loads (its chunk, or the gateway's
// version: renderers/screen/loader.ts). A document that cannot be loaded is thrown while rendering, so the
// screen's ScreenBoundary shows what is wrong in the user's language instead of a spinner that never ends.
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime/context';
import { useLatest } from '../runtime/effects';
import { UnknownScreenError, type DocumentKinds, type Kind } from './documents';

/** The document of a screen: at once when cached, else after it loads; throws (to the boundary) when it cannot. */
export function useDocument<K extends Kind>(kind: K, id: string | undefined): DocumentKinds[K] | undefined {
  const runtime = useRuntime();
  const rt = useLatest(runtime); // its transport and language only: a new runtime does not reload the document
  const documents = runtime.wiring.documents; // the app's cache: the same object for every screen of the app
  const [doc, setDoc] = useState(() => (id ? documents.cached(kind, id) : undefined));
  const [failed, setFailed] = useState<{ key: string; error: Error }>();
  const first = useRef(doc);
  useEffect(() => {
    if (!id) return;
    const hit = documents.cached(kind, id);
    // (the document the first render had: nothing to set, which would render the screen again)
    if (hit) return void (hit !== first.current && setDoc(hit));
    let live = true;
    documents.load(kind, id, rt.current.transport).then(
      (d) => live && setDoc(d),
      (e: unknown) => {
        if (!live) return;
        const error =
          e instanceof UnknownScreenError
            ? new Error(e.localized(rt.current.locale))
            : e instanceof Error
              ? e
              : new Error(String(e));
        setFailed({ key: `${kind}:${id}`, error });
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id, rt, documents]);
  if (failed && failed.key === `${kind}:${id}`) throw failed.error;
  return doc && id && doc.id === id ? doc : id ? documents.cached(kind, id) : undefined;
}
