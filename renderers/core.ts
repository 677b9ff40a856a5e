// The runtime's pure core (docs/architecture.md "Two entries"): calls, texts, the permission check, rules,
// filters, expressions and the manifest, with no React, antd or Formily-React and no import side effects (nothing
// registers into a global when this file is imported; scripts/build/coreGraph.test.ts walks the import graph and fails
// otherwise). The shell's sign-in bundle imports from here; renderers/index.ts is the React entry.
export { hasPermission, toolbarAllowed, type Permission, type PermissionSource } from './permission';
export {
  buildRequest,
  sendOf,
  readAnswer,
  readRows,
  isListAnswer,
  MissingPathParamError,
  resolveBindings,
  bindingValue,
  isBinding,
  BindingError,
  chooseCall,
  getCall,
  hasCall,
  registerCalls,
  UnknownCallError,
  runCall,
  type Paging,
  type Rows,
  type BindingScope,
  type CallRef,
  type CallInput,
  type HttpRequest,
  type Transport,
  type CallError,
  type Row,
} from './calls';
export { ANSWER_MODES, answerMode, isWriteCall, modesGiving, type AnswerMode, type AnswerGives } from './calls/answers';
export type { Call, CallsDocument } from './schema-types.generated';
export * as rules from './rules';
export * as filters from './filters';
export * as expression from './expression';
export {
  text,
  runtimeText,
  tableText,
  RUNTIME_TEXTS,
  type Locale,
  type Text,
  type RuntimeTextKey,
  type TextTable,
} from './runtime/text';
export { cleanValues } from './runtime/clean';
export { createChangeBus, type ChangeBus } from './runtime/changes';
export { DEFAULT_FILE_NAME, fileNameOf, saveBlob, noteImportSummary } from './files/files';
export { COMPONENTS, RULES, PERMISSION_ACTIONS, SESSION_FACTS, HISTORY_TYPES } from './manifest';
