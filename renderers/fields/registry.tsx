// The component registry: the form-item dispatcher of 001 §2.7. Exactly the components of manifest.ts
// (registry.test.ts checks it), so the checker and the runtime agree on what a schema may name.
import { connect, createSchemaField, mapProps } from '@formily/react';
import type { ComponentType } from 'react';
import { FormItem } from './FormItem';
import type { ComponentName } from '../manifest';
import { Cascader, Checkbox, DatePicker, DateRangePicker, Input, NumberPicker, Password, Radio, Select, Switch, TextArea } from './basic';
import { DictSelect } from './DictSelect';
import { HistoryInput } from './HistoryInput';
import { Card, Grid } from './layout';
import { MultiInput } from './MultiInput';
import { PickerInput } from './PickerInput';
import { RegionPicker } from './RegionPicker';
import { RichText } from './RichText';
import { Text } from './Text';
import { FileUpload, ImageUpload } from './Upload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REGISTRY: Record<ComponentName, ComponentType<any>> = {
  Input,
  TextArea,
  Password,
  HistoryInput,
  MultiInput,
  NumberPicker,
  DatePicker,
  DateRangePicker,
  Select,
  DictSelect,
  Switch,
  Radio,
  Checkbox,
  RichText,
  PickerInput,
  RegionPicker,
  Cascader,
  ImageUpload,
  FileUpload,
  Text,
  Grid,
  Card: connect(Card, mapProps({ title: 'title' })),
} as Record<ComponentName, ComponentType<any>>;

export const SchemaField = createSchemaField({ components: { ...REGISTRY, FormItem } });
