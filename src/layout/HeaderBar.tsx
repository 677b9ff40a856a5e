// The header (000 §2): platform name, feedback, version badge, support contacts, user name, language, logout.
import { Suspense, lazy, useState } from 'react';
import { Space } from 'antd';
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocale } from '../i18n/useLocale';
import { setLocale } from '../i18n/locale';
import { logOut } from '../session/signOut';
import { SupportContacts } from './SupportContacts';
import { VersionBadge } from './VersionBadge';
import { withChunkTimeout } from '../app/chunkRecovery';

const Feedback = lazy(withChunkTimeout(() => import('../runtime/Feedback')));

interface Props {
  userName: string;
  collapsed: boolean;
  /** The side menu's fold button; absent in the top-menu layout. */
  onToggle?: () => void;
  path: string;
  navigate(p: string): void;
}

export function HeaderBar({ userName, collapsed, onToggle, path, navigate }: Props) {
  const { t, locale } = useLocale();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const Toggle = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        height: '100%',
        flex: onToggle ? undefined : 'none',
        gap: 16,
      }}
      className="shell-header-bar"
    >
      {onToggle && (
        <Space size={16}>
          <Toggle onClick={onToggle} style={{ fontSize: 18 }} data-testid="menu-toggle" />
          <span style={{ fontSize: 18, fontWeight: 600 }}>{t('platformName')}</span>
        </Space>
      )}
      <Space size={20}>
        <QuestionCircleOutlined
          title={t('feedback')}
          style={{ fontSize: 18, cursor: 'pointer' }}
          onClick={() => setFeedbackOpen(true)}
          data-testid="feedback-icon"
        />
        <VersionBadge />
        <SupportContacts />
        <span data-testid="user-name">
          <UserOutlined /> {userName}
        </span>
        <a onClick={() => setLocale(locale === 'zh_CN' ? 'en_US' : 'zh_CN')} data-testid="language-switch">
          <TranslationOutlined /> {t('language')}
        </a>
        <a onClick={() => void logOut()} data-testid="logout">
          <LogoutOutlined /> {t('logout')}
        </a>
      </Space>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <Feedback open={feedbackOpen} onClose={() => setFeedbackOpen(false)} path={path} navigate={navigate} />
        </Suspense>
      )}
    </div>
  );
}
