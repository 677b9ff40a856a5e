// Input with a history list (001 §2.7): the user's earlier values for this screen's history type (001 §9),
// loaded when the list opens.
import { connect } from '@formily/react';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import { useRuntime } from '../runtime/context';
import { useLoad } from '../runtime/useLoad';

export interface HistoryInputProps {
  value?: string;
  onChange?: (v: string) => void;
  placeholder?: string;
  disabled?: boolean;
  call?: string;
}

function HistoryInputView({ value, onChange, call = 'history.search', ...rest }: HistoryInputProps) {
  const rt = useRuntime();
  const [open, setOpen] = useState(false);
  const { data } = useLoad(
    open
      ? async (signal) => {
          const params = { type: { $route: 'historyType' }, userId: { $session: 'userId' } };
          const { call: c, body } = await runCall(rt, { ref: call, params, scope: { session: rt.session, route: rt.route }, signal });
          const list = readAnswer(c, body);
          return Array.isArray(list) ? [...new Set(list.map((h: { value?: string }) => String(h.value ?? '')).filter(Boolean))] : [];
        }
      : undefined,
    [open],
  );
  return (
    <AutoComplete value={value} onChange={onChange} options={data?.map((v) => ({ value: v }))} onFocus={() => setOpen(true)}>
      <Input {...rest} />
    </AutoComplete>
  );
}

export const HistoryInput = connect(HistoryInputView);
