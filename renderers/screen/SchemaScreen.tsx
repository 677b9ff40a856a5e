// A screen by "kind:id" (menu entries name them): the schema is loaded lazily (one chunk per file) and rendered;
// the detail view's code too.
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { FormView } from '../form/FormView';
import { SearchPage } from '../page/SearchPage';
import { useRuntime } from '../runtime/context';
import { parseScreen } from './loader';
import { ScreenBoundary } from './ScreenBoundary';
import { useDocument } from './useDocument';

// Detail pages are the one kind a search or form screen never needs: their code (Descriptions) loads with the first.
const DetailView = lazy(() => import('../detail/DetailView').then((m) => ({ default: m.DetailView })));

export function SchemaScreen({ screen }: { screen: string }) {
  return (
    <ScreenBoundary screen={screen}>
      <Screen screen={screen} />
    </ScreenBoundary>
  );
}

function Screen({ screen }: { screen: string }) {
  const rt = useRuntime();
  const { kind, id } = parseScreen(screen);
  const doc = useDocument(kind, id);
  if (!doc) return <Spin />;
  switch (doc.kind) {
    case 'page':
      return <SearchPage key={doc.id} doc={doc} />;
    case 'detail':
      return (
        <Suspense fallback={<Spin />}>
          <DetailView key={doc.id} doc={doc} />
        </Suspense>
      );
    case 'form':
      return <FormView key={doc.id} doc={doc} mode="page" onDone={() => rt.navigate(rt.route.path)} />;
    default:
      return null;
  }
}
