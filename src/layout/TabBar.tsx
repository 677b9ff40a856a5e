// The tab bar (000 §2): visited views; a right-click menu closes current, others or all; home stays.
import { Dropdown, Tabs, theme } from 'antd';
import { useLocale } from '../i18n/useLocale';
import { HOME } from './tabs';

export interface TabItem {
  path: string;
  title: string;
}

interface Props {
  items: TabItem[];
  active: string;
  onSelect(path: string): void;
  onClose(path: string): void;
  onCloseOthers(path: string): void;
  onCloseAll(): void;
}

export function TabBar({ items, active, onSelect, onClose, onCloseOthers, onCloseAll }: Props) {
  const { t } = useLocale();
  // the container's background of the theme (white, or dark with the dark theme)
  const { colorBgContainer } = theme.useToken().token;
  return (
    <Tabs
      className="shell-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      onChange={onSelect}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
      items={items.map((v) => ({
        key: v.path,
        closable: v.path !== HOME,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'current', label: t('closeCurrent'), disabled: v.path === HOME },
                { key: 'others', label: t('closeOthers') },
                { key: 'all', label: t('closeAll') },
              ],
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'current') onClose(v.path);
                else if (key === 'others') onCloseOthers(v.path);
                else onCloseAll();
              },
            }}
          >
            <span data-testid="tab" data-path={v.path}>
              {v.title}
            </span>
          </Dropdown>
        ),
      }))}
      style={{ margin: 0, padding: '4px 8px 0', background: colorBgContainer }}
    />
  );
}
