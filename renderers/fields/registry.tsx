// The component registry: the form-item dispatcher of 001 §2.7. Exactly the components of manifest.ts
// (registry.test.ts checks it), so the checker and the runtime agree on what a schema may name.
import { connect, createSchemaField, mapProps, useField } from '@formily/react';
import { createElement, type ComponentType } from 'react';
import { controlId, FormItem } from './FormItem';
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

// Each control gets the id its label points at.
const LAYOUT = new Set(['Grid', 'Card', 'Text']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const withId = (C: ComponentType<any>): ComponentType<any> =>
  function WithId(props: object) {
    const field = useField();
    return createElement(C, { id: controlId(field), ...props });
  };

export const SchemaField = createSchemaField({
  components: { ...Object.fromEntries(Object.entries(REGISTRY).map(([k, C]) => [k, LAYOUT.has(k) ? C : withId(C)])), FormItem },
});
