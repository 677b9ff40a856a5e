// /login (000 §2): user name, password and the gateway's check-code image (renewed on click).
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { client } from '../http/api';
import { showCallError } from '../http/ui';
import { callUrl, shellCall } from '../http/calls';
import { commonLogin } from '../session/signIn';
import { finishSignIn } from '../session/finishSignIn';
import { startPortalSignIn } from '../session/ticket';
import { useLocale } from '../i18n/useLocale';
import { setLocale } from '../i18n/locale';
import { preloadSignedIn } from '../app/signedInChunks';
import styles from './LoginPage.module.css';

interface Values {
  loginName: string;
  loginPwd: string;
  checkCode: string;
}

const newKey = (): string => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

type Field = keyof Values;
const REQUIRED: Record<Field, 'enterUserName' | 'enterPassword' | 'enterCheckCode'> = {
  loginName: 'enterUserName',
  loginPwd: 'enterPassword',
  checkCode: 'enterCheckCode',
};

/** The commonLogin switch of 000 §1 (GET /api/features): on until the gateway says it is off (a failed answer
 * leaves the form: the gateway still refuses a password sign-in while the switch is off). */
function useCommonLogin(): boolean {
  const [on, setOn] = useState(true);
  useEffect(() => {
    let live = true;
    client
      .call<{ result?: { commonLogin?: boolean } }>({ ...shellCall('auth.features'), quiet: true })
      .then((a) => live && setOn(a.result?.commonLogin !== false))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return on;
}

// A plain form (no antd Form): three required fields do not need rc-field-form in the sign-in bundle.
export function LoginPage() {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const [checkKey, setCheckKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Values>({ loginName: '', loginPwd: '', checkCode: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const commonLoginOn = useCommonLogin();

  const missing = (f: Field): boolean => Boolean(touched[f]) && !values[f].trim();
  const set = (f: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setTouched((x) => ({ ...x, [f]: true }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched({ loginName: true, loginPwd: true, checkCode: true });
    if (!values.loginName.trim() || !values.loginPwd || !values.checkCode.trim()) return;
    setBusy(true);
    preloadSignedIn(); // the layout and home chunks load alongside the sign-in and menu requests
    try {
      const result = await commonLogin(client.call, {
        ...values,
        loginName: values.loginName.trim(),
        checkCode: values.checkCode.trim(),
        checkKey,
      });
      if (!(await finishSignIn(result, '/home', navigate))) renew();
    } catch (err) {
      showCallError(err);
      renew();
    } finally {
      setBusy(false);
    }
  }

  function renew() {
    setValues((v) => ({ ...v, checkCode: '' }));
    setTouched((x) => ({ ...x, checkCode: false }));
    setCheckKey(newKey());
  }

  const error = (f: Field) => (missing(f) ? <div className={styles.error}>{t(REQUIRED[f])}</div> : null);

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate data-testid="login-form">
        <h1 className={styles.title}>{t('platformName')}</h1>
        {commonLoginOn ? (
          <>
            <label className={styles.label} htmlFor="loginName">
              {t('userName')}
            </label>
            <Input
              id="loginName"
              name="loginName"
              autoComplete="username"
              placeholder={t('enterUserName')}
              value={values.loginName}
              onChange={set('loginName')}
              status={missing('loginName') ? 'error' : undefined}
            />
            {error('loginName')}
            <label className={styles.label} htmlFor="loginPwd">
              {t('password')}
            </label>
            <Input.Password
              id="loginPwd"
              name="loginPwd"
              autoComplete="current-password"
              placeholder={t('enterPassword')}
              value={values.loginPwd}
              onChange={set('loginPwd')}
              status={missing('loginPwd') ? 'error' : undefined}
            />
            {error('loginPwd')}
            <label className={styles.label} htmlFor="checkCode">
              {t('checkCode')}
            </label>
            <div className={styles.codeRow}>
              <Input
                id="checkCode"
                name="checkCode"
                placeholder={t('enterCheckCode')}
                maxLength={8}
                value={values.checkCode}
                onChange={set('checkCode')}
                status={missing('checkCode') ? 'error' : undefined}
              />
              <img
                className={styles.code}
                src={callUrl('auth.checkCode', { key: checkKey })}
                alt={t('checkCode')}
                title={t('renewCheckCode')}
                onClick={() => setCheckKey(newKey())}
                data-testid="check-code"
              />
            </div>
            {error('checkCode')}
            <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
              {t('signIn')}
            </Button>
          </>
        ) : (
          <p className={styles.note} data-testid="common-login-off">
            {t('commonLoginOff')}
          </p>
        )}
        <div className={styles.links}>
          <a
            href="/cas/login"
            onClick={(e) => {
              e.preventDefault();
              window.location.assign(startPortalSignIn());
            }}
            data-testid="portal-sign-in"
          >
            {t('portalSignIn')}
          </a>
          <a onClick={() => setLocale(locale === 'zh_CN' ? 'en_US' : 'zh_CN')}>{t('language')}</a>
        </div>
      </form>
    </main>
  );
}
