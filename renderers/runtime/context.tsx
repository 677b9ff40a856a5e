// The runtime's context: everything the shell hands in (docs/contracts.md "Runtime mount API").
import { createContext, useContext, type ReactNode } from 'react';
import type { Transport } from '../calls/types';
import type { PermissionSource } from '../permission';
import type { Locale } from './text';
import { applyDateLocale } from './dateLocale';
import { ButtonClassProvider } from '../antd-light/LightButton';

export interface MessageSink {
  success(text: string): void;
  warning(text: string): void;
  error(text: string, cause?: unknown): void;
}

export interface SessionFacts {
  userId: string;
  userName: string;
  realName: string;
  providerId: string;
  company: string;
  identity: string[];
  workNo: string;
  isTractorBrand: boolean;
  feedbackRoleId?: string;
}

export interface RouteInfo {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface RuntimeContext {
  transport: Transport;
  messages: MessageSink;
  session: SessionFacts;
  permissions: PermissionSource;
  routePermissions: { action: string; describe: string }[];
  route: RouteInfo;
  navigate(path: string): void;
  /** The shell's go-back helper (000 §2): closes this view's tab and opens `path`, else the last visited view, else /. */
  goBack?: (path?: string) => void;
  locale: Locale;
  /** The session token a framed page (IframeHost) is sent with its message; none: an empty token. */
  frameToken?: () => string;
}

const Ctx = createContext<RuntimeContext | null>(null);

export function RuntimeProvider({ value, children }: { value: RuntimeContext; children?: ReactNode }) {
  applyDateLocale(value.locale);
  return (
    <Ctx.Provider value={value}>
      <ButtonClassProvider>{children}</ButtonClassProvider>
    </Ctx.Provider>
  );
}

export function useRuntime(): RuntimeContext {
  const rt = useContext(Ctx);
  if (!rt) throw new Error('the runtime is used outside RuntimeProvider');
  return rt;
}
