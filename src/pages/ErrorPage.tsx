// /401, /500 and /404 (the same page as 500), public (000 §2).
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale';

export function ErrorPage({ code }: { code: 401 | 404 | 500 }) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const shown = code === 401 ? 401 : 500;
  return (
    <div style={{ textAlign: 'center', paddingTop: '18vh' }} data-testid={`error-${shown}`}>
      <div style={{ fontSize: 96, fontWeight: 700, color: '#bfbfbf' }}>{shown}</div>
      <p style={{ fontSize: 16, color: '#595959' }}>{code === 401 ? t('page401') : t('page500')}</p>
      <Button type="primary" onClick={() => navigate('/')}>
        {t('backHome')}
      </Button>
    </div>
  );
}
