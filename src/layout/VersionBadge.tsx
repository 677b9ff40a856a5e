// The version badge and the version-history dialog (000 §2, §4).
import { Suspense, useEffect, useState } from 'react';
import { Badge } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { client as shellClient } from '../http/api';
import type { Client } from '../http/client';
import { shellCall } from '../http/calls';
import { useLocale } from '../i18n/useLocale';
import { VERSION_KEY, badgeShown, latestVersion, retryDelay, type VersionEntry } from './version';
import { preloadable } from '../app/preloadable';
import { whenIdle } from '../app/idle';

// The dialog's chunk (antd's Modal and Timeline) is not part of the first screen: it loads when the browser is
// idle after it, or at the first click.
const dialog = preloadable(() => import('./VersionDialog'));

/** `client`: the HTTP client the version list is asked through (the shell's; a test hands its own). */
export function VersionBadge({ client = shellClient }: { client?: Pick<Client, 'call'> }) {
  const { t } = useLocale();
  const [list, setList] = useState<VersionEntry[]>([]);
  const [stored, setStored] = useState(() => localStorage.getItem(VERSION_KEY));
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so that closing animates
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => void dialog.load().catch(() => undefined)), []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const load = (attempt: number): void => {
      client
        .call<{ data?: VersionEntry[] }>({ ...shellCall('version.list'), quiet: true })
        .then((a) => !stopped && setList(Array.isArray(a.data) ? a.data : []))
        .catch(() => {
          // a failed load is retried with a delay growing by 15 s each time
          if (!stopped) timer = setTimeout(() => load(attempt + 1), retryDelay(attempt + 1));
        });
    };
    load(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client]);

  const latest = latestVersion(list);
  const isNew = badgeShown(latest, stored);
  const openDialog = () => {
    setOpen(true);
    setShown(true);
    if (latest) {
      localStorage.setItem(VERSION_KEY, latest);
      setStored(latest);
    }
  };

  return (
    <>
      {/* the badge sits in the trigger's right padding: it covers neither the version nor the next header item */}
      <Badge count={isNew ? t('versionNew') : 0} size="small" offset={[-19, 2]} data-testid="version-badge">
        <span
          style={{ cursor: 'pointer', color: 'inherit', paddingRight: isNew ? 38 : 0 }}
          onClick={openDialog}
          data-testid="version-trigger"
        >
          <HistoryOutlined /> {latest || t('versionHistory')}
        </span>
      </Badge>
      {shown && (
        <Suspense fallback={null}>
          <dialog.Component open={open} list={list} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
