// Keep-alive without a library: every cached view stays mounted in a keyed list and is hidden with
// display:none while another view shows. A view with isCache false is mounted only while it is current.
import { Suspense, lazy, memo, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { Resolved } from './resolve';
import type { RouteFacts } from '../runtime/context';
import { HomePage } from '../app/homeChunk';
import { withChunkTimeout } from '../app/chunkRecovery';
import { ScreenHost } from '../app/screenHostChunk';

// The schema playground (menu screen shell:playground): CodeMirror and the checker load with it, never before.
const Playground = lazy(withChunkTimeout(() => import('../playground/Playground')));
// The block gallery (menu screen shell:gallery): its own chunk, loaded when first opened.
const Gallery = lazy(withChunkTimeout(() => import('../gallery/Gallery')));

export interface CachedView {
  path: string;
  resolved: Resolved;
  query: Record<string, string>;
}

type GoBack = (from: string, to?: string) => void;

const ViewBody = memo(function ViewBody({
  view,
  navigate,
  goBack,
  active,
}: {
  view: CachedView;
  navigate: (p: string) => void;
  goBack?: GoBack;
  active: boolean;
}) {
  const r = view.resolved;
  if (r.kind === 'home') return <HomePage navigate={navigate} active={active} />;
  if (r.kind !== 'screen' || !r.route.screen) return null;
  if (r.route.screen === 'shell:playground') return <Playground navigate={navigate} />;
  if (r.route.screen === 'shell:gallery') return <Gallery navigate={navigate} />;
  const route: RouteFacts = {
    path: view.path,
    params: r.params,
    query: view.query,
    permissionList: r.route.permissionList,
  };
  return <ScreenHost screen={r.route.screen} route={route} navigate={navigate} goBack={goBack} />;
});

export function ViewCache({
  views,
  current,
  navigate,
  goBack,
}: {
  views: CachedView[];
  current: string;
  navigate: (p: string) => void;
  goBack?: GoBack;
}): ReactNode {
  return views.map((v) => (
    <div key={v.path} style={{ display: v.path === current ? 'block' : 'none' }} data-view={v.path}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <ViewBody view={v} navigate={navigate} goBack={goBack} active={v.path === current} />
      </Suspense>
    </div>
  ));
}
