// A screen by "kind:id" (menu entries name them): the schema is loaded lazily (one chunk per file) and shown by
// its kind's View (renderers/screen/kinds.tsx SCREENS).
import { Spin } from 'antd';
import type { Kind } from './documents';
import { parseScreen, viewOf } from './kinds';
import { ScreenBoundary } from './ScreenBoundary';
import { useDocument } from './useDocument';

export function SchemaScreen({ screen }: { screen: string }) {
  return (
    <ScreenBoundary screen={screen}>
      <Screen screen={screen} />
    </ScreenBoundary>
  );
}

function Screen({ screen }: { screen: string }) {
  const { kind, id } = parseScreen(screen);
  return <Shown kind={kind} id={id} />;
}

function Shown<K extends Kind>({ kind, id }: { kind: K; id: string }) {
  const doc = useDocument(kind, id);
  if (!doc) return <Spin />;
  const View = viewOf(kind);
  return View ? <View key={doc.id} doc={doc} /> : null;
}
