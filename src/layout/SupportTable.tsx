// The support contacts' table (category, contact person, phone), in the header's hover card (SupportContacts).
// A chunk of its own: antd's Table is not part of the first screen after sign-in; it loads when the browser is idle,
// with the screens' base antd sheet (table, popover: src/app/antdSheetGroups.ts), which the first screen opened
// from the menu then finds loaded.
import { Table } from 'antd';
import 'virtual:antd-sheet/base';
import { useLocale } from '../i18n/useLocale';

export interface Contact {
  category: string;
  contactPerson: string;
  phone: string;
}

export default function SupportTable({ rows }: { rows: Contact[] }) {
  const { t } = useLocale();
  return (
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
}
