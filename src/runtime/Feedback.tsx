// The header's feedback form: the runtime's FormDialog 'feedback' (000 §2, §5).
import { useMemo } from 'react';
import { FormDialog, RuntimeProvider } from '../../renderers';
import { useLocale } from '../i18n/useLocale';
import { useSession } from '../session/store';
import '../app/antdScreenStyles';
import { runtimeContext } from './context';
import { appWiring } from './wiring';

export default function Feedback({
  open,
  onClose,
  path,
  navigate,
}: {
  open: boolean;
  onClose: () => void;
  path: string;
  navigate: (p: string) => void;
}) {
  const session = useSession();
  const { locale } = useLocale();
  const value = useMemo(
    () => runtimeContext(session, { path, params: {}, query: {}, permissionList: [] }, navigate, locale, appWiring()),
    [session, path, navigate, locale],
  );
  return (
    <RuntimeProvider value={value}>
      <FormDialog id="feedback" open={open} onClose={onClose} />
    </RuntimeProvider>
  );
}
