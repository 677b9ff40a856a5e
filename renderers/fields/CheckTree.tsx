// CheckTree (权限管理 role grants): a tree with a checkbox per node (antd Tree checkable); the value is
// the list of checked node values. Nodes from x-component-props.options (a list with children, or a call mapped by
// label / value / children: the shared useCallOptions hook). Every node is granted on its own (the gateway stores
// menu entries and buttons one by one), so the tree checks strictly with two rules: checking a node also checks
// its ancestors and descendants (a button needs its menu entry, an entry its group), unchecking a node unchecks
// its descendants. An unchecked node with checked descendants (data saved elsewhere) shows half-checked. Values
// the tree does not show are kept. Keyboard: the tree takes focus, arrows move, Space or Enter toggles.
import { observer } from '@formily/react';
import { Empty, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { isCallOptions, type CallOptions, type OptionItem } from '../options/options';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { useCallOptions } from './useCallOptions';

export interface CheckTreeProps {
  value?: unknown[] | string;
  onChange?: (values: unknown[]) => void;
  options?: OptionItem[] | CallOptions;
  /** Height of the tree in px before it scrolls (default 400). */
  height?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

interface Node {
  key: string;
  title: string;
  value: unknown;
  children?: Node[];
}

const toNodes = (items: OptionItem[]): Node[] =>
  items.map((o) => ({
    key: String(o.value),
    title: String(o.label),
    value: o.value,
    ...(o.children?.length ? { children: toNodes(o.children) } : {}),
  }));

/** Parent key and descendants' keys of every node. */
function index(nodes: Node[]) {
  const parent = new Map<string, string | undefined>();
  const below = new Map<string, string[]>();
  const walk = (list: Node[], up: string | undefined): string[] =>
    list.flatMap((n) => {
      parent.set(n.key, up);
      const kids = n.children ? walk(n.children, n.key) : [];
      below.set(n.key, kids);
      return [n.key, ...kids];
    });
  walk(nodes, undefined);
  return { parent, below };
}

/** The checked keys after toggling `key` on or off (ancestors and descendants follow the rules above). */
export function toggle(checked: ReadonlySet<string>, key: string, on: boolean, nodes: Node[]): Set<string> {
  const { parent, below } = index(nodes);
  const next = new Set(checked);
  if (on) {
    for (let k: string | undefined = key; k !== undefined; k = parent.get(k)) next.add(k);
    for (const d of below.get(key) ?? []) next.add(d);
  } else {
    next.delete(key);
    for (const d of below.get(key) ?? []) next.delete(d);
  }
  return next;
}

export const CheckTree = observer((props: CheckTreeProps) => {
  const rt = useRuntime();
  const spec = isCallOptions(props.options) ? props.options : undefined;
  const loaded = useCallOptions(spec);
  const nodes = toNodes((spec ? loaded.options : (props.options as OptionItem[] | undefined)) ?? []);
  const raw = typeof props.value === 'string' ? props.value.split(',').filter(Boolean) : (props.value ?? []);
  const checked = new Set(raw.map((v) => String(v)));
  const { below } = index(nodes);
  const halfChecked = [...below]
    .filter(([k, kids]) => !checked.has(k) && kids.some((d) => checked.has(d)))
    .map(([k]) => k);
  const byKey = new Map<string, unknown>();
  for (const v of raw) byKey.set(String(v), v);
  const fill = (list: Node[]) => list.forEach((n) => (byKey.set(n.key, n.value), n.children && fill(n.children)));
  fill(nodes);

  if (spec && loaded.loading) return <Spin className="rt-check-tree" size="small" />;
  if (!nodes.length)
    return (
      <Empty
        className="rt-check-tree"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={runtimeText('empty', rt.locale)}
      />
    );
  return (
    <div className="rt-check-tree" style={{ maxHeight: props.height ?? 400, overflow: 'auto' }}>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={nodes}
        disabled={props.disabled || props.readOnly}
        checkedKeys={{ checked: [...checked], halfChecked }}
        onCheck={(_keys, info) => {
          const next = toggle(checked, String(info.node.key as Key), info.checked, nodes);
          props.onChange?.([...next].map((k) => byKey.get(k) ?? k));
        }}
      />
    </div>
  );
});
