// The version-history dialog (000 §4): every version with its date and lines, newest first (VersionBadge opens it).
// Its chunk brings the antd sheets of its Modal (base) and Timeline (detail group).
import { Modal, Timeline } from 'antd';
import 'virtual:antd-sheet/base';
import 'virtual:antd-sheet/detail';
import { useLocale } from '../i18n/useLocale';
import { versionLines, type VersionEntry } from './version';

export default function VersionDialog({
  open,
  list,
  onClose,
}: {
  open: boolean;
  list: VersionEntry[];
  onClose: () => void;
}) {
  const { t } = useLocale();
  return (
    <Modal title={t('versionHistory')} open={open} onCancel={onClose} footer={null} width={560}>
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
  );
}
