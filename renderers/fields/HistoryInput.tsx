// Input with a history list (001 §2.7): the user's earlier values for this screen's history type (001 §9),
// read again each time the input gets the focus. The owning search form saves new values when it searches
// (fields/history.ts). A failed history query writes only to the console (001 §8).
import { connect } from '@formily/react';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import { HISTORY_TYPES } from '../manifest';
import { useRuntime } from '../runtime/context';
import { Latest, STALE } from '../runtime/latest';
import { HISTORY_PARAMS } from './history';
import { DEFAULT_CALLS } from '../runtime/defaults';

/** The input fills its form cell like the other inputs (AutoComplete alone is as wide as its content). */
const FULL_WIDTH = { width: '100%' } as const;

export interface HistoryInputProps {
  value?: string;
  onChange?: (v: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** The call that lists the history (default history.search). */
  call?: string;
  /** The call the search form saves a value with (default history.add); read by fields/history.ts. */
  saveCall?: string;
}

function HistoryInputView({
  value,
  onChange,
  call = DEFAULT_CALLS.historySearch,
  saveCall: _saveCall,
  id,
  disabled,
  ...rest
}: HistoryInputProps) {
  const rt = useRuntime();
  const [focus, setFocus] = useState(0);
  const [options, setOptions] = useState<string[]>([]);
  const [latest] = useState(() => new Latest());
  useEffect(() => {
    if (focus === 0 || !HISTORY_TYPES[rt.route.path]) return;
    latest
      .run(async (signal) => {
        const { call: c, body } = await runCall(rt, {
          ref: call,
          params: HISTORY_PARAMS,
          scope: { session: rt.session, route: rt.route },
          signal,
        });
        const list = readAnswer(c, body);
        return Array.isArray(list)
          ? [...new Set(list.map((h: { value?: unknown }) => String(h.value ?? '')).filter(Boolean))]
          : [];
      })
      .then(
        (list) => list !== STALE && setOptions(list),
        (e: unknown) =>
          (e as { name?: string })?.name !== 'AbortError' && console.error('search history not loaded', e),
      );
  }, [focus, call, rt, latest]);
  useEffect(() => () => latest.cancel(), [latest]);
  return (
    // The id goes on the AutoComplete: rc-select puts its own id on the input otherwise, and the label points at it.
    <AutoComplete
      id={id}
      style={FULL_WIDTH}
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={options.map((v) => ({ value: v }))}
      onFocus={() => setFocus((n) => n + 1)}
    >
      <Input {...rest} />
    </AutoComplete>
  );
}

export const HistoryInput = connect(HistoryInputView);
