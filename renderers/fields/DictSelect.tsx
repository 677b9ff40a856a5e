// Dictionary select (001 §2.4): options from the dictionary call, cached per key.
import { connect, mapReadPretty } from '@formily/react';
import { Select } from 'antd';
import type { ComponentProps } from 'react';
import { loadDict } from '../runtime/dict';
import { useRuntime } from '../runtime/context';
import { useLoad } from '../runtime/useLoad';
import { dictText } from '../filters';

type Props = Omit<ComponentProps<typeof Select>, 'options'> & { dict: string };

function DictSelectView({ dict, ...rest }: Props) {
  const rt = useRuntime();
  const { data, loading } = useLoad(() => loadDict(rt, dict), [dict, rt.transport, rt.locale]);
  return (
    <Select
      allowClear
      {...rest}
      style={{ width: '100%', ...rest.style }}
      loading={loading}
      options={data?.map((i) => ({ value: i.value, label: i.text }))}
    />
  );
}

function DictText({ dict, value }: { dict: string; value?: unknown }) {
  const rt = useRuntime();
  const { data } = useLoad(() => loadDict(rt, dict), [dict, rt.transport, rt.locale]);
  return <span className="rt-text">{dictText(value, data)}</span>;
}

export const DictSelect = connect(DictSelectView, mapReadPretty(DictText));
