// The hidden hover table of support contacts (category, contact person, phone), shown on hover. The table's
// chunk (SupportTable) loads when the browser is idle after the first screen, or at the first hover.
import { Suspense, useEffect, useState } from 'react';
import { Popover, Spin } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { client } from '../http/api';
import { shellCall } from '../http/calls';
import { useLocale } from '../i18n/useLocale';
import { preloadable } from '../app/preloadable';
import { whenIdle } from '../app/idle';
import type { Contact } from './SupportTable';

const table = preloadable(() => import('./SupportTable'));
const preload = () => void table.load().catch(() => undefined);

export function SupportContacts() {
  const { t } = useLocale();
  const [rows, setRows] = useState<Contact[]>([]);
  useEffect(() => {
    client
      .call<{ data?: Contact[] }>({ ...shellCall('home.supportContacts'), quiet: true })
      .then((a) => setRows(Array.isArray(a.data) ? a.data : []))
      .catch(() => setRows([]));
  }, []);
  useEffect(() => whenIdle(preload), []);
  const content = (
    <Suspense fallback={<Spin size="small" />}>
      <table.Component rows={rows} />
    </Suspense>
  );
  return (
    <Popover content={content} trigger="hover" placement="bottomRight">
      <span style={{ cursor: 'pointer' }} data-testid="support-trigger" onMouseEnter={preload}>
        <CustomerServiceOutlined /> {t('supportContacts')}
      </span>
    </Popover>
  );
}
