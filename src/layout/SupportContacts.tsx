// The hidden hover table of support contacts (category, contact person, phone), shown on hover.
import { useEffect, useState } from 'react';
import { Popover, Table } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { client } from '../http/api';
import { shellCall } from '../http/calls';
import { useLocale } from '../i18n/useLocale';

interface Contact {
  category: string;
  contactPerson: string;
  phone: string;
}

export function SupportContacts() {
  const { t } = useLocale();
  const [rows, setRows] = useState<Contact[]>([]);
  useEffect(() => {
    client
      .call<{ data?: Contact[] }>({ ...shellCall('home.supportContacts'), quiet: true })
      .then((a) => setRows(Array.isArray(a.data) ? a.data : []))
      .catch(() => setRows([]));
  }, []);
  const table = (
    <Table<Contact>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.category}-${r.contactPerson}-${r.phone}`}
      dataSource={rows}
      data-testid="support-contacts"
      columns={[
        { title: t('contactCategory'), dataIndex: 'category' },
        { title: t('contactPerson'), dataIndex: 'contactPerson' },
        { title: t('contactPhone'), dataIndex: 'phone' },
      ]}
    />
  );
  return (
    <Popover content={table} trigger="hover" placement="bottomRight">
      <span style={{ cursor: 'pointer' }} data-testid="support-trigger">
        <CustomerServiceOutlined /> {t('supportContacts')}
      </span>
    </Popover>
  );
}
