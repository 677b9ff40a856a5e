// The screen document kinds, one descriptor each: the portal's half (what a document of the kind is called, its
// bundled documents, one lazy chunk per file, and how a route's screen kind:id shows it). The checker's half
// (folder, meta-schema, checks, starting document) is checker/kinds.ts under the same names;
// tests/unit/documentKinds.test.ts holds the two to the same kinds.
import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { FormView } from '../form/FormView';
import { SearchPage } from '../page/SearchPage';
import { useRuntime } from '../runtime/context';
import type { DetailDocument, FormDocument } from '../schema-types.generated';
import { type DocumentKinds, type Kind, type KindTitle, UnknownScreenError } from './documents';

type Loader = () => Promise<unknown>;

export interface ScreenKind<K extends Kind> {
  /** What a document of the kind is called ("There is no page x"). */
  title: KindTitle;
  /** The documents of the build: schemas/<folder>/*.json, each its own chunk (import.meta.glob, lazy). */
  bundled: Record<string, Loader>;
  /** How a route's screen (kind:id) shows the document; none: no route shows the kind (a picker opens in a dialog). */
  View?: ComponentType<{ doc: DocumentKinds[K] }>;
}

// Detail pages are the one kind a search or form screen never needs: their code (Descriptions) loads with the first.
const DetailView = lazy(() => import('../detail/DetailView').then((m) => ({ default: m.DetailView })));

function DetailScreen({ doc }: { doc: DetailDocument }) {
  return (
    <Suspense fallback={<Spin />}>
      <DetailView doc={doc} />
    </Suspense>
  );
}

/** A form as a page: when it is done the route is shown again (its list, when it was opened from one). */
function FormScreen({ doc }: { doc: FormDocument }) {
  const rt = useRuntime();
  return <FormView doc={doc} mode="page" onDone={() => rt.navigate(rt.route.path)} />;
}

export const SCREENS: { readonly [K in Kind]: ScreenKind<K> } = {
  picker: {
    title: { zh_CN: '选择框', en_US: 'picker' },
    bundled: import.meta.glob('../../schemas/pickers/*.json', { import: 'default' }),
  },
  page: {
    title: { zh_CN: '页面', en_US: 'page' },
    bundled: import.meta.glob('../../schemas/pages/*.json', { import: 'default' }),
    View: SearchPage,
  },
  form: {
    title: { zh_CN: '表单', en_US: 'form' },
    bundled: import.meta.glob('../../schemas/forms/*.json', { import: 'default' }),
    View: FormScreen,
  },
  detail: {
    title: { zh_CN: '详情页', en_US: 'detail' },
    bundled: import.meta.glob('../../schemas/details/*.json', { import: 'default' }),
    View: DetailScreen,
  },
};

const isKind = (kind: string): kind is Kind => Object.hasOwn(SCREENS, kind);

/** The kind and id of a screen name (kind:id); a malformed name or an unknown kind is an UnknownScreenError. */
export function parseScreen(screen: string): { kind: Kind; id: string } {
  const [kind, id] = screen.split(':');
  if (!id || !isKind(kind))
    throw new UnknownScreenError(
      screen,
      `bad screen "${screen}" (kind:id, kind one of ${Object.keys(SCREENS).join(', ')})`,
    );
  return { kind, id };
}

/** How a route shows a document of its kind (the descriptor's View), if a route shows the kind. */
export const viewOf = <K extends Kind>(kind: K): ComponentType<{ doc: DocumentKinds[K] }> | undefined =>
  SCREENS[kind].View as ComponentType<{ doc: DocumentKinds[K] }> | undefined;
