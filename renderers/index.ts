// The runtime's mount API (docs/contracts.md "Runtime mount API").
export { RuntimeProvider, useRuntime, type RuntimeContext, type MessageSink, type SessionFacts, type RouteInfo } from './runtime/context';
export { SchemaScreen } from './screen/SchemaScreen';
export { FormDialog, type FormDialogProps } from './form/FormDialog';
export { FormView } from './form/FormView';
export { PickerDialog, type PickerDialogProps } from './picker/PickerDialog';
export { SearchPage } from './page/SearchPage';
// DetailView is reached through SchemaScreen ("detail:<id>"), which loads its code lazily; a static export here
// would put it back into every bundle that imports the runtime.
export { hasPermission, toolbarAllowed, type Permission, type PermissionSource } from './permission';
export { buildRequest, readAnswer, readRows, resolveBindings, BindingError, chooseCall, getCall, registerCalls, type HttpRequest, type Transport, type CallError } from './calls';
export * as rules from './rules';
export * as filters from './filters';
export { loadDocument, registerDocument, parseScreen } from './screen/loader';
export { REGISTRY } from './fields/registry';
export { text, runtimeText, type Locale, type Text } from './runtime/text';
