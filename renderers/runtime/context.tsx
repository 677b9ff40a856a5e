// The runtime's context: everything the shell hands in (docs/contracts.md "Runtime mount API"), the runtime's own
// wiring included (RuntimeWiring: what its parts find each other through, made by createRuntimeWiring in
// runtime/wiring.tsx; nothing is bound into a module when another is imported).
import { createContext, useContext, type ReactNode } from 'react';
import type { Transport } from '../calls/types';
import type { PermissionSource } from '../permission';
import type { Locale } from './text';
import { applyDateLocale } from './dateLocale';
import { ButtonClassProvider } from '../antd-light/LightButton';
import type { SchemaFieldComponent } from '../fields/schemaField';
import type { NestedDialogs } from '../chains/dialogs';
import type { ChangeBus } from './changes';
import type { DocumentCache } from '../screen/documents';

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

/**
 * How the runtime's parts reach each other and the app's state, provided with the context instead of bound into
 * modules when some other module is imported: the registry's SchemaField (a picker's search form renders it), the
 * dialogs a picker row opens, the app's change bus (a write reloads the lists of its group) and the app's document
 * cache. One per app (createRuntimeWiring); every screen of the app gets the same one.
 */
export interface RuntimeWiring {
  SchemaField: SchemaFieldComponent;
  dialogs: NestedDialogs;
  changes: ChangeBus;
  documents: DocumentCache;
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
  /** The runtime's wiring (createRuntimeWiring), the same object for every screen of the app. */
  wiring: RuntimeWiring;
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
