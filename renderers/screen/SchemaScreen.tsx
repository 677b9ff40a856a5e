// A screen by "kind:id" (menu entries name them): the schema is loaded lazily (one chunk per file) and rendered.
import { Spin } from 'antd';
import { DetailView } from '../detail/DetailView';
import { FormView } from '../form/FormView';
import { SearchPage } from '../page/SearchPage';
import { useRuntime } from '../runtime/context';
import { parseScreen } from './loader';
import { useDocument } from './useDocument';

export function SchemaScreen({ screen }: { screen: string }) {
  const rt = useRuntime();
  const { kind, id } = parseScreen(screen);
  const doc = useDocument(kind, id);
  if (!doc) return <Spin />;
  switch (doc.kind) {
    case 'page':
      return <SearchPage key={doc.id} doc={doc} />;
    case 'detail':
      return <DetailView key={doc.id} doc={doc} />;
    case 'form':
      return <FormView key={doc.id} doc={doc} mode="page" onDone={() => rt.navigate(rt.route.path)} />;
    default:
      return null;
  }
}
