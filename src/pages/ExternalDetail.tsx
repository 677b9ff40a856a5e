// /external/repairOrderDetail/{id}: the repair order opened by an external entry. No repair-order detail
// schema exists yet, so the shell shows the order id it was asked for.
import { Card, Descriptions } from 'antd';
import { useLocale } from '../i18n/useLocale';

export default function ExternalDetail({ id }: { id: string }) {
  const { t } = useLocale();
  return (
    <Card title={t('repairOrderDetail')} style={{ margin: 24 }} data-testid="external-detail">
      <Descriptions column={1} items={[{ key: 'id', label: t('repairOrderId'), children: id }]} />
    </Card>
  );
}
