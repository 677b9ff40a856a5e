// Transfer (001 §2.5 multi-select transfer): available items left, selected right, move buttons between;
// the value is the list of selected keys. Items from x-component-props.options (a list or a call: the shared
// useCallOptions hook) or the field's enum.
import { observer, useField } from '@formily/react';
import { Transfer as AntdTransfer } from 'antd';
import type { Key } from 'react';
import { isCallOptions, type CallOptions, type OptionItem } from '../options/options';
import { useRuntime } from '../runtime/context';
import { runtimeText, text, type Text } from '../runtime/text';
import { toOptions } from './basic';
import { useCallOptions } from './useCallOptions';

export interface TransferProps {
  value?: unknown[];
  onChange?: (keys: unknown[]) => void;
  options?: Array<{ label: string; value: unknown } | string | number> | CallOptions;
  /** Titles of the two lists (default 可选 / 已选), texts of the language. */
  titles?: [Text, Text];
  showSearch?: boolean;
  disabled?: boolean;
  /** Height of each list in px (default 300). */
  listHeight?: number;
}

export const Transfer = observer((props: TransferProps) => {
  const rt = useRuntime();
  const field = useField() as unknown as { dataSource?: unknown[] } | undefined;
  const spec = isCallOptions(props.options) ? props.options : undefined;
  const loaded = useCallOptions(spec);
  const items = (spec ? loaded.options : toOptions(props.options ?? field?.dataSource)) as OptionItem[] | undefined;
  const dataSource = (items ?? []).map((o) => ({ key: String(o.value), title: String(o.label), value: o.value }));
  const byKey = new Map(dataSource.map((d) => [d.key, d.value]));
  const targetKeys = (props.value ?? []).map((v) => String(v));
  const height = props.listHeight ?? 300;
  return (
    <AntdTransfer
      className="rt-transfer"
      dataSource={dataSource}
      targetKeys={targetKeys}
      onChange={(keys: Key[]) => props.onChange?.(keys.map((k) => (byKey.has(String(k)) ? byKey.get(String(k)) : k)))}
      render={(item) => item.title}
      titles={
        props.titles?.map((s) => text(s, rt.locale)) ?? [
          runtimeText('transferAvailable', rt.locale),
          runtimeText('transferSelected', rt.locale),
        ]
      }
      showSearch={props.showSearch ?? true}
      disabled={props.disabled}
      locale={{ notFoundContent: loaded.loading ? '…' : runtimeText('empty', rt.locale) }}
      listStyle={{ width: '100%', height }}
      style={{ width: '100%' }}
    />
  );
});
