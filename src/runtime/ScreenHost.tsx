// One menu entry's screen: the runtime mounted with this view's route (its own, not the current one, so a
// kept-alive view keeps its params while hidden); and the prefetch of a screen the user is on the way to.
import { useMemo } from 'react';
import { RuntimeProvider, SchemaScreen, fetchScreen, prefetchScreen } from '../../renderers';
import { getLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { getSession, useSession } from '../session/store';
import '../app/antdScreenStyles';
import { runtimeContext, type RouteFacts } from './context';
import { appWiring } from './wiring';

interface Props {
  screen: string;
  route: RouteFacts;
  navigate: (path: string) => void;
  /** The layout's go-back helper: closes the tab of `from` and opens `to`, else the last visited view, else /. */
  goBack?: (from: string, to?: string) => void;
}

export default function ScreenHost({ screen, route, navigate, goBack }: Props) {
  const session = useSession();
  const { locale } = useLocale();
  const value = useMemo(
    () =>
      runtimeContext(
        session,
        route,
        navigate,
        locale,
        appWiring(),
        goBack && ((to?: string) => goBack(route.path, to)),
      ),
    [session, route, navigate, locale, goBack],
  );
  return (
    <RuntimeProvider value={value}>
      <SchemaScreen screen={screen} />
    </RuntimeProvider>
  );
}

/**
 * Loads ahead what the screen of `route` needs (renderers/screen/prefetch.ts): its entry shown, the document only;
 * hovered, the document with its sheets and the dictionaries its first render reads. Never rejects.
 */
export function prefetch(screen: string, route: RouteFacts, step: 'shown' | 'hovered'): Promise<void> {
  const noop = () => undefined;
  const rt = runtimeContext(getSession(), route, noop, getLocale(), appWiring());
  return step === 'shown' ? Promise.resolve(fetchScreen(rt, screen)) : prefetchScreen(rt, screen);
}
