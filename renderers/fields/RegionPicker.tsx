// Province / city / district selects (001 §2.1) over the region tree call; the value is the list of codes.
import { connect, mapReadPretty } from '@formily/react';
import { Select, Space } from 'antd';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { useLoad } from '../runtime/useLoad';
import { regionOptions, selectRegion } from './region';
import { loadTree } from './regionTree';
import { DEFAULT_CALLS } from '../runtime/defaults';

export interface RegionPickerProps {
  value?: string[];
  onChange?: (v: string[]) => void;
  disabled?: boolean;
  /** x-read-only: the names as text, no selects. */
  readOnly?: boolean;
  call?: string;
  id?: string;
}

const LEVEL_TEXT = ['province', 'city', 'district'] as const;

function RegionPickerView(props: RegionPickerProps) {
  const { value = [], onChange, disabled, readOnly, call = DEFAULT_CALLS.regionTree, id } = props;
  const rt = useRuntime();
  const { data: tree = [], loading } = useLoad(() => loadTree(rt, call), [rt.transport, call]);
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
          onChange={(code?: string) => onChange?.(selectRegion(tree, value, level, code ?? undefined))}
        />
      ))}
    </Space.Compact>
  );
}

function RegionText({ value = [], call = DEFAULT_CALLS.regionTree, id }: RegionPickerProps) {
  const rt = useRuntime();
  const { data: tree = [] } = useLoad(() => loadTree(rt, call), [rt.transport, call]);
  const names = regionOptions(tree, value).map((list, i) => list.find((n) => n.regionCode === value[i])?.regionName ?? value[i]);
  return (
    <span className="rt-text" id={id}>
      {names.filter(Boolean).join(' / ')}
    </span>
  );
}

export const RegionPicker = connect(RegionPickerView, mapReadPretty(RegionText));
