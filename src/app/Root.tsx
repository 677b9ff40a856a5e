// The route guard at work (000 §2): every navigation goes through guard(); public pages render here, the
// signed-in layout is a lazy chunk (it carries the runtime and Formily, not needed to sign in).
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spin } from 'antd';
import { guard } from '../session/guard';
import { hasExpiryCookie, renewExpiryCookie } from '../session/cookie';
import { clearToken, getToken } from '../session/storage';
import { useSession } from '../session/store';
import { EXTERNAL_DETAIL, LOGIN_PATH, matchPattern } from '../session/paths';
import { LoginPage } from '../pages/LoginPage';
import { ErrorPage } from '../pages/ErrorPage';
import { SignInRunner } from './SignInRunner';
import { withChunkTimeout } from './chunkRecovery';
import { Layout } from './signedInChunks';

const ExternalDetail = lazy(withChunkTimeout(() => import('../pages/ExternalDetail')));

function queryOf(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  // the unified portal appends ?ticket= before the hash; the router's own query comes after it
  new URLSearchParams(window.location.search).forEach((v, k) => (out[k] = v));
  new URLSearchParams(search).forEach((v, k) => (out[k] = v));
  return out;
}

const fallback = <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;

export function Root() {
  const location = useLocation();
  const session = useSession();
  const decision = useMemo(
    () =>
      guard({
        path: location.pathname,
        query: queryOf(location.search),
        windowName: window.name,
        cookie: hasExpiryCookie(),
        token: getToken(),
        menuPaths: session.routes.map((r) => r.path),
      }),
    // the session's token is part of the state: a sign-in re-runs the guard
    [location.pathname, location.search, session],
  );

  useEffect(() => {
    if ((decision.action === 'next' || decision.action === 'redirect') && decision.renewCookie) renewExpiryCookie();
    if (decision.action === 'redirect' && decision.clearToken) clearToken();
  }, [decision, location.key]);

  switch (decision.action) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'externalLogin':
    case 'ticketLogin':
      return <SignInRunner decision={decision} />;
    default:
      break;
  }
  const path = location.pathname;
  if (path === LOGIN_PATH) return <LoginPage />;
  if (path === '/401') return <ErrorPage code={401} />;
  if (path === '/404' || path === '/500') return <ErrorPage code={path === '/404' ? 404 : 500} />;
  const external = matchPattern(EXTERNAL_DETAIL, path);
  return <Suspense fallback={fallback}>{external ? <ExternalDetail id={external.id} /> : <Layout />}</Suspense>;
}
