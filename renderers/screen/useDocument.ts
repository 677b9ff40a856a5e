import { useEffect, useState } from 'react';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { cachedDocument, loadDocument, type DocumentKinds, type Kind } from './loader';

/** The document of a screen: at once when cached, else after its chunk loads. */
export function useDocument<K extends Kind>(kind: K, id: string | undefined): DocumentKinds[K] | undefined {
  const rt = useRuntime();
  const [doc, setDoc] = useState(() => (id ? cachedDocument(kind, id) : undefined));
  useEffect(() => {
    if (!id) return;
    const hit = cachedDocument(kind, id);
    if (hit) return setDoc(hit);
    let live = true;
    loadDocument(kind, id).then(
      (d) => live && setDoc(d),
      (e) => reportError(rt.messages, e, rt.locale),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id]);
  return doc && id && doc.id === id ? doc : id ? cachedDocument(kind, id) : undefined;
}
