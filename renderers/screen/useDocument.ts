import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime/context';
import { useLatest } from '../runtime/effects';
import { reportError } from '../runtime/report';
import { cachedDocument, loadDocument, type DocumentKinds, type Kind } from './loader';

/** The document of a screen: at once when cached, else after its chunk loads. */
export function useDocument<K extends Kind>(kind: K, id: string | undefined): DocumentKinds[K] | undefined {
  const rt = useLatest(useRuntime()); // for the error report only: a new runtime does not reload the document
  const [doc, setDoc] = useState(() => (id ? cachedDocument(kind, id) : undefined));
  const first = useRef(doc);
  useEffect(() => {
    if (!id) return;
    const hit = cachedDocument(kind, id);
    // (the document the first render had: nothing to set, which would render the screen again)
    if (hit) return void (hit !== first.current && setDoc(hit));
    let live = true;
    loadDocument(kind, id).then(
      (d) => live && setDoc(d),
      (e) => reportError(rt.current.messages, e, rt.current.locale),
    );
    return () => {
      live = false;
    };
  }, [kind, id, rt]);
  return doc && id && doc.id === id ? doc : id ? cachedDocument(kind, id) : undefined;
}
