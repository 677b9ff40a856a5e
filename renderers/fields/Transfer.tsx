// Transfer (001 §2.5 multi-select transfer): available items left, selected right, move buttons between;
// the value is the list of selected keys. Items from x-component-props.options (a list or a call: the shared
// useCallOptions hook) or the field's enum.
import { observer, useField } from '@formily/react';
import { Transfer as AntdTransfer } from 'antd';
import { useEffect, useRef, type Key } from 'react';
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

/**
 * Names antd's unlabelled checkboxes (axe 'label', critical): an item's checkbox by the item's text, a list header's
 * by the list's title and 全选. antd renders them without a label and offers no prop for one; a MutationObserver
 * keeps the names on checkboxes antd adds later (a search, a move between the lists).
 */
export function labelTransferCheckboxes(root: HTMLElement, selectAll: string): void {
  root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]').forEach((box) => {
    const header = box.closest('.ant-transfer-list-header');
    const name = header
      ? `${header.querySelector('.ant-transfer-list-header-title')?.textContent ?? ''} ${selectAll}`.trim()
      : box.closest('.ant-transfer-list-content-item')?.querySelector('.ant-transfer-list-content-item-text')
          ?.textContent;
    if (name && box.getAttribute('aria-label') !== name) box.setAttribute('aria-label', name);
  });
}

export const Transfer = observer((props: TransferProps) => {
  const box = useRef<HTMLDivElement>(null);
  const selectAll = runtimeText('selectAll', useRuntime().locale);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    labelTransferCheckboxes(root, selectAll);
    const observer = new MutationObserver(() => labelTransferCheckboxes(root, selectAll));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [selectAll]);
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
    <div ref={box} style={{ width: '100%' }}>
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
    </div>
  );
});
