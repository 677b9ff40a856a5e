// The version badge and the version-history dialog (000 §2, §4).
import { useEffect, useState } from 'react';
import { Badge, Modal, Timeline } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { client } from '../http/api';
import { shellCall } from '../http/calls';
import { useLocale } from '../i18n/useLocale';
import { VERSION_KEY, badgeShown, latestVersion, retryDelay, versionLines, type VersionEntry } from './version';

export function VersionBadge() {
  const { t } = useLocale();
  const [list, setList] = useState<VersionEntry[]>([]);
  const [stored, setStored] = useState(() => localStorage.getItem(VERSION_KEY));
  const [open, setOpen] = useState(false);

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
  }, []);

  const latest = latestVersion(list);
  const isNew = badgeShown(latest, stored);
  const openDialog = () => {
    setOpen(true);
    if (latest) {
      localStorage.setItem(VERSION_KEY, latest);
      setStored(latest);
    }
  };

  return (
    <>
      {/* the badge sits in the trigger's right padding: it covers neither the version nor the next header item */}
      <Badge count={isNew ? t('versionNew') : 0} size="small" offset={[-19, 2]} data-testid="version-badge">
        <span style={{ cursor: 'pointer', color: 'inherit', paddingRight: isNew ? 38 : 0 }} onClick={openDialog} data-testid="version-trigger">
          <HistoryOutlined /> {latest || t('versionHistory')}
        </span>
      </Badge>
      <Modal title={t('versionHistory')} open={open} onCancel={() => setOpen(false)} footer={null} width={560}>
        <Timeline
          style={{ marginTop: 16, maxHeight: '60vh', overflow: 'auto', paddingTop: 8 }}
          items={list.map((e) => ({
            key: e.version,
            children: (
              <div data-testid="version-entry">
                <b>{e.version}</b> <span style={{ opacity: 0.75 }}>{e.versionDate}</span>
                {versionLines(e).map((line, i) => (
                  <div key={i}>{line}</div>
                ))}
              </div>
            ),
          }))}
        />
      </Modal>
    </>
  );
}
