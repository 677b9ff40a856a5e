// The component registry: the form-item dispatcher of 001 §2.7. Exactly the components of manifest.ts
// (registry.test.ts checks it), so the checker and the runtime agree on what a schema may name.
// The heavy, rarely used widgets (uploads, rich text, region, history, cascader, password, switch, the layout nodes) are loaded with React.lazy, so
// a screen that does not use them does not load their code (DESIGN.md "Performance").
import { createSchemaField, type JSXComponent } from '@formily/react';
import { lazy, Suspense } from 'react';
import { FormItem } from '../antd-light/FormItem';
import type { ComponentName } from '../manifest';
import { Checkbox, DatePicker, DateRangePicker, Input, NumberPicker, Radio, Select, TextArea } from './basic';
import { DictSelect } from './DictSelect';
import { MultiInput } from './MultiInput';
import { PickerInput } from './PickerInput';
import { Text } from './Text';
import { withPlaceholders } from './UnknownComponent';
import { bindSchemaField } from './schemaField';

/** Any field component: what Formily's SchemaField takes (its JSXComponent less the intrinsic element names). */
type AnyComponent = Exclude<JSXComponent, string>;

/** A field component loaded on first use; an empty input-sized box stands in while its chunk loads. */
function lazyField(load: () => Promise<AnyComponent>): AnyComponent {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function LazyField(props: object) {
    return (
      <Suspense fallback={<span className="rt-field-loading" style={{ display: 'inline-block', minHeight: 32, width: '100%' }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyField;
}

export const REGISTRY: Record<ComponentName, AnyComponent> = {
  Input,
  TextArea,
  Password: lazyField(() => import('./rare').then((m) => m.Password)),
  HistoryInput: lazyField(() => import('./HistoryInput').then((m) => m.HistoryInput)),
  MultiInput,
  NumberPicker,
  DatePicker,
  DateRangePicker,
  Select,
  DictSelect,
  Switch: lazyField(() => import('./rare').then((m) => m.Switch)),
  Radio,
  Checkbox,
  RichText: lazyField(() => import('./RichText').then((m) => m.RichText)),
  PickerInput,
  RegionPicker: lazyField(() => import('./RegionPicker').then((m) => m.RegionPicker)),
  Cascader: lazyField(() => import('./rare').then((m) => m.Cascader)),
  ImageUpload: lazyField(() => import('./ImageUpload').then((m) => m.ImageUpload)),
  FileUpload: lazyField(() => import('./FileUpload').then((m) => m.FileUpload)),
  RowTable: lazyField(() => import('./RowTable').then((m) => m.RowTable)),
  Transfer: lazyField(() => import('./Transfer').then((m) => m.Transfer)),
  CheckTree: lazyField(() => import('./CheckTree').then((m) => m.CheckTree)),
  Text,
  Grid: lazyField(() => import('./layout').then((m) => m.Grid)),
  Card: lazyField(() => import('./layout').then((m) => m.Card)),
  StockPanel: lazyField(() => import('./StockPanel').then((m) => m.StockPanel)),
  Tabs: lazyField(() => import('./layouts').then((m) => m.Tabs)),
  LeftRight: lazyField(() => import('./layouts').then((m) => m.LeftRight)),
  GroupRows: lazyField(() => import('./layouts').then((m) => m.GroupRows)),
  IframeHost: lazyField(() => import('./layouts').then((m) => m.IframeHost)),
  ValueTable: lazyField(() => import('./layouts').then((m) => m.ValueTable)),
};

export const SchemaField = createSchemaField({ components: withPlaceholders({ ...REGISTRY, FormItem }) });
// the picker's search form reaches the fields through this binding, not by importing this module (schemaField.ts)
bindSchemaField(SchemaField);
