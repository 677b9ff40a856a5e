// One menu entry's screen: the runtime mounted with this view's route (its own, not the current one, so a
// kept-alive view keeps its params while hidden).
import { useMemo } from 'react';
import { RuntimeProvider, SchemaScreen } from '../../renderers';
import { useLocale } from '../i18n/useLocale';
import { useSession } from '../session/store';
import { runtimeContext, type RouteFacts } from './context';

export default function ScreenHost({ screen, route, navigate }: { screen: string; route: RouteFacts; navigate: (path: string) => void }) {
  const session = useSession();
  const { locale } = useLocale();
  const value = useMemo(() => runtimeContext(session, route, navigate, locale), [session, route, navigate, locale]);
  return (
    <RuntimeProvider value={value}>
      <SchemaScreen screen={screen} />
    </RuntimeProvider>
  );
}
