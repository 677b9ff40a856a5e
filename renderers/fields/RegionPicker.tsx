// Province / city / district selects (001 §2.1) over the region tree call; the value is the list of codes.
import { connect, mapReadPretty } from '@formily/react';
import { Select, Space } from 'antd';
import { useState } from 'react';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { useLoad } from '../runtime/useLoad';
import { LEVELS, regionOptions, regionPath, selectRegion, type RegionNode } from './region';
import { loadTree } from './regionTree';
import { DEFAULT_CALLS } from '../runtime/defaults';

export interface RegionPickerProps {
  /** The codes [province, city, district]; with `districtOnly` the district's code alone. */
  value?: string[] | string;
  onChange?: (v: string[] | string | undefined) => void;
  /** The value is the district code (服务商维护's districtCode): the levels above are found in the tree. */
  districtOnly?: boolean;
  disabled?: boolean;
  /** x-read-only: the names as text, no selects. */
  readOnly?: boolean;
  call?: string;
  id?: string;
}

const LEVEL_TEXT = ['province', 'city', 'district'] as const;

/**
 * The levels shown and the value a change gives. A district-only value shows its path from the tree; levels chosen
 * above a district (a province cleared down to it) are kept here until a district is chosen, the value is then empty.
 */
export function districtValue(
  tree: readonly RegionNode[],
  value: string | undefined,
  partial: readonly string[],
): string[] {
  const path = regionPath(tree, value);
  if (path.length) return path;
  return value ? [] : [...partial];
}

function RegionPickerView(props: RegionPickerProps) {
  const { onChange: change, disabled, readOnly, call = DEFAULT_CALLS.regionTree, id, districtOnly } = props;
  const rt = useRuntime();
  const { data: tree = [], loading } = useLoad(() => loadTree(rt, call), [rt.transport, call]);
  const [partial, setPartial] = useState<string[]>([]);
  const value = districtOnly
    ? districtValue(tree, typeof props.value === 'string' ? props.value : undefined, partial)
    : Array.isArray(props.value)
      ? props.value
      : [];
  const onChange = (next: string[]) => {
    if (!districtOnly) return change?.(next);
    setPartial(next.length < LEVELS ? next : []);
    change?.(next.length === LEVELS ? next[LEVELS - 1] : undefined);
  };
  const options = regionOptions(tree, value);
  if (readOnly) return <RegionText {...props} />;
  return (
    <Space.Compact style={{ width: '100%' }}>
      {options.map((list, level) => (
        <Select
          key={LEVEL_TEXT[level]}
          id={level === 0 ? id : undefined}
          aria-label={runtimeText(LEVEL_TEXT[level], rt.locale)}
          placeholder={runtimeText(LEVEL_TEXT[level], rt.locale)}
          style={{ width: '33.4%' }}
          allowClear
          loading={loading}
          disabled={disabled}
          value={value[level]}
          options={list.map((n) => ({ value: n.regionCode, label: n.regionName }))}
          onChange={(code?: string) => onChange(selectRegion(tree, value, level, code ?? undefined))}
        />
      ))}
    </Space.Compact>
  );
}

function RegionText({ value: given = [], call = DEFAULT_CALLS.regionTree, id }: RegionPickerProps) {
  const rt = useRuntime();
  const { data: tree = [] } = useLoad(() => loadTree(rt, call), [rt.transport, call]);
  const value = typeof given === 'string' ? regionPath(tree, given) : given;
  const names = regionOptions(tree, value).map(
    (list, i) => list.find((n) => n.regionCode === value[i])?.regionName ?? value[i],
  );
  return (
    <span className="rt-text" id={id}>
      {names.filter(Boolean).join(' / ')}
    </span>
  );
}

export const RegionPicker = connect(RegionPickerView, mapReadPretty(RegionText));
