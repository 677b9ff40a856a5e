// antd's form-item status context (a private module, antd/es/form/context), for controls outside this folder
// that show a field's error state the way antd's controls inside a Form.Item do (fields/RowTable.tsx): the one
// way in to it, so the room rule (antd-internals-only-in-antd-light) keeps every private import in this folder.
export { FormItemInputContext } from 'antd/es/form/context';
