// Dispatcher components few screens use (001 §2.7), in a chunk of their own that the registry loads lazily.
export { Password, Switch } from '@formily/antd-v5';
export { Cascader } from './CallCascader';
