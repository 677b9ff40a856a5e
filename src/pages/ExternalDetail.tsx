// /external/repairOrderDetail/{id}: the repair order opened by an external entry, read-only. It is the schema
// detail screen of the repair-ticket menu path (EXTERNAL_DETAIL_SCREEN) mounted with no button permissions, so
// the runtime shows its sections and tables without actions; the gateway applies the signed-in user's menu and
// owner rules to the detail call (a ticket of another provider answers 工单不存在).
import { Card, Descriptions } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocale } from '../i18n/useLocale';
import ScreenHost from '../runtime/ScreenHost';
import type { RouteFacts } from '../runtime/context';
import { EXTERNAL_DETAIL_SCREEN, HOME_PATH } from '../session/paths';

export default function ExternalDetail({ id }: { id: string }) {
  const { t } = useLocale();
  const route = useMemo<RouteFacts>(
    () => ({
      path: EXTERNAL_DETAIL_SCREEN.path.replace(':id', encodeURIComponent(id)),
      params: { id },
      query: {},
      permissionList: [],
    }),
    [id],
  );
  const navigate = useCallback((path: string) => {
    window.location.hash = `#${path}`;
  }, []);
  const goBack = useCallback(() => navigate(HOME_PATH), [navigate]);
  return (
    <Card title={t('repairOrderDetail')} style={{ margin: 24 }} data-testid="external-detail">
      <Descriptions
        column={1}
        items={[{ key: 'id', label: t('repairOrderId'), children: id }]}
        style={{ marginBottom: 16 }}
      />
      <ScreenHost screen={EXTERNAL_DETAIL_SCREEN.screen} route={route} navigate={navigate} goBack={goBack} />
    </Card>
  );
}
