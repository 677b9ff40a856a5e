export {
  buildRequest,
  sendOf,
  readAnswer,
  readRows,
  isListAnswer,
  MissingPathParamError,
  type Paging,
  type Rows,
} from './request';
export { resolveBindings, bindingValue, isBinding, BindingError, type BindingScope } from './bindings';
export { chooseCall, type CallRef } from './choose';
export { getCall, hasCall, registerCalls, UnknownCallError } from './catalogue';
export { runCall, type CallInput } from './run';
export type { HttpRequest, Transport, CallError, Row } from './types';
