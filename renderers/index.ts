// The runtime's React entry and mount API (docs/contracts.md "Runtime mount API"). Everything pure (calls, texts,
// the permission check, rules, filters) lives in the core entry, renderers/core.ts, re-exported here.
export * from './core';
export {
  RuntimeProvider,
  useRuntime,
  type RuntimeContext,
  type MessageSink,
  type SessionFacts,
  type RouteInfo,
  type RuntimeWiring,
} from './runtime/context';
export { createRuntimeWiring, type WiringOptions } from './runtime/wiring';
export { SchemaScreen } from './screen/SchemaScreen';
export { FormDialog, type FormDialogProps } from './form/FormDialog';
export { FormView } from './form/FormView';
export { PickerDialog, type PickerDialogProps } from './picker/PickerDialog';
export { SearchPage } from './page/SearchPage';
// DetailView is reached through SchemaScreen ("detail:<id>"), which loads its code lazily; a static export here
// would put it back into every bundle that imports the runtime.
export {
  createDocumentCache,
  parseScreen,
  type DocumentCache,
  type DocumentKinds,
  type DocumentPreparer,
} from './screen/loader';
export { fetchScreen, prefetchScreen } from './screen/prefetch';
export { REGISTRY } from './fields/registry';
