// The component registry: the form-item dispatcher of 001 §2.7. Exactly the components of manifest.ts
// (registry.test.ts checks it), so the checker and the runtime agree on what a schema may name.
// The heavy, rarely used widgets (uploads, rich text, region, history, cascader, password, switch, the layout nodes) are loaded with React.lazy, so
// a screen that does not use them does not load their code (DESIGN.md "Performance").
import { createSchemaField, type JSXComponent } from '@formily/react';
import { lazy, Suspense } from 'react';
import { FormItem } from '../antd-light/FormItem';
import type { ComponentName, ComponentSpec } from '../manifest';
import { Checkbox, DatePicker, DateRangePicker, Input, NumberPicker, Radio, Select, TextArea } from './basic';
import { DictSelect } from './DictSelect';
import { MultiInput } from './MultiInput';
import { PickerInput } from './PickerInput';
import { Text } from './Text';
import { withPlaceholders } from './UnknownComponent';

/** Any field component: what Formily's SchemaField takes (its JSXComponent less the intrinsic element names). */
type AnyComponent = Exclude<JSXComponent, string>;

const LAZY = new WeakSet<AnyComponent>();

/** A field component loaded on first use; an empty input-sized box stands in while its chunk loads. */
function lazyField(load: () => Promise<AnyComponent>): AnyComponent {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function LazyField(props: object) {
    return (
      <Suspense
        fallback={
          <span className="rt-field-loading" style={{ display: 'inline-block', minHeight: 32, width: '100%' }} />
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  LAZY.add(LazyField);
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

/** A field component's descriptor: its spec and doc line (what the checker and the docs read) and its renderer. The
 * built-in ones are renderers/manifest.ts COMPONENTS (pure data: the checker and the first-screen core read it
 * without React) joined by name with REGISTRY above (the type system refuses a component without a renderer). */
export interface FieldDescriptor extends ComponentSpec {
  name: string;
  render: AnyComponent;
}

/** A SchemaField that renders the registered components and the given descriptors' (an extension, a test). */
export const schemaFieldWith = (extra: readonly FieldDescriptor[]) =>
  createSchemaField({
    components: withPlaceholders({
      ...REGISTRY,
      ...Object.fromEntries(extra.map((d) => [d.name, d.render])),
      FormItem,
    }),
  });

/** Whether the registry loads the component on first use (its own chunk) rather than with the first screen. */
export const isLazyField = (name: ComponentName): boolean => LAZY.has(REGISTRY[name]);

export const SchemaField = schemaFieldWith([]);
