// One menu entry's screen: the runtime mounted with this view's route (its own, not the current one, so a
// kept-alive view keeps its params while hidden).
import { useMemo } from 'react';
import { RuntimeProvider, SchemaScreen } from '../../renderers';
import { useLocale } from '../i18n/useLocale';
import { useSession } from '../session/store';
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
