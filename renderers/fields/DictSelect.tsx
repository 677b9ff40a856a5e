// Dictionary select (001 §2.4, §2.7 "dictionary select (two versions)"). The first version: a system dictionary by
// code (sys_dict/V1.0/{key}, items {value, text}), cached per key. The second, with `branchField`: the dictionary of
// the branch chosen in that form field (admin.sysDictByBranch, GET /sys_dict/branch/V1.0/{branchId}?dictCode=,
// items {value, label}); no branch, no options (the placeholder asks for one); it reloads when the branch changes,
// and a value the new branch's dictionary does not hold is cleared.
import { connect, mapReadPretty, observer, useForm } from '@formily/react';
import { Select } from 'antd';
import { useEffect, type ComponentProps } from 'react';
import { runCall } from '../calls/run';
import { readAnswer } from '../calls/request';
import { loadDict, toItem } from '../runtime/dict';
import { DEFAULT_CALLS } from '../runtime/defaults';
import { useRuntime } from '../runtime/context';
import { useLoad } from '../runtime/useLoad';
import { dictText } from '../filters';
import type { RuntimeContext } from '../runtime/context';

type Props = Omit<ComponentProps<typeof Select>, 'options'> & {
  dict: string;
  /** The second version: the form field holding the branch whose dictionary `dict` gives the options. */
  branchField?: string;
};

/** The branch dictionary call of 000 §7 (the gateway administration's dictionary by branch), named in
 * schemas/meta/runtime-defaults.json. */
export const BRANCH_DICT_CALL = DEFAULT_CALLS.branchDictItems;

export interface BranchOption {
  value: string;
  label: string;
}

/** A branch's items of dictionary `dict` as options {value, label} (its English name in English mode). */
export async function loadBranchDict(
  rt: Pick<RuntimeContext, 'transport' | 'locale' | 'session' | 'route' | 'wiring'>,
  dict: string,
  branchId: string,
): Promise<BranchOption[]> {
  const { call, body } = await runCall(rt, {
    ref: BRANCH_DICT_CALL,
    params: { branchId, dictCode: dict },
    scope: { session: rt.session, route: rt.route },
  });
  const data = readAnswer(call, body);
  const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[];
  return rows
    .filter((r) => r.dictCode === undefined || r.dictCode === dict)
    .map((r) => toItem(r, rt.locale))
    .map((i) => ({ value: String(i.value), label: i.text }));
}

/** The value kept after the options changed: itself when an option holds it (or nothing is chosen), else undefined. */
export function keptValue(value: unknown, options: readonly BranchOption[] | undefined): unknown {
  if (value === undefined || value === null || value === '' || options === undefined) return value;
  return options.some((o) => o.value === String(value)) ? value : undefined;
}

/** The Select of both versions: clearable and full width unless the props say otherwise. */
function DictOptions(props: ComponentProps<typeof Select>) {
  return <Select allowClear {...props} style={{ width: '100%', ...props.style }} />;
}

/** The branch chosen in form field `branchField` ('' when none: no options). */
function useBranchId(branchField: string | undefined): string {
  const form = useForm() as ReturnType<typeof useForm> | undefined;
  const raw = branchField ? (form?.values as Record<string, unknown> | undefined)?.[branchField] : undefined;
  return raw === undefined || raw === null || raw === '' ? '' : String(raw);
}

function SystemDictSelect({ dict, branchField: _b, ...rest }: Props) {
  const rt = useRuntime();
  const { data, loading } = useLoad(() => loadDict(rt, dict), [dict, rt.transport, rt.locale]);
  return <DictOptions {...rest} loading={loading} options={data?.map((i) => ({ value: i.value, label: i.text }))} />;
}

const BranchDictSelect = observer(function BranchDictSelect({ dict, branchField, ...rest }: Props) {
  const rt = useRuntime();
  const branchId = useBranchId(branchField);
  const { data, loading } = useLoad(branchId ? () => loadBranchDict(rt, dict, branchId) : undefined, [
    dict,
    branchId,
    rt.transport,
    rt.locale,
  ]);
  const options = branchId ? data : [];
  const { value, onChange } = rest;
  useEffect(() => {
    if (loading) return;
    const kept = keptValue(value, branchId ? data : []);
    if (kept !== value) onChange?.(kept as never, [] as never);
  }, [loading, data, branchId, value, onChange]);
  return <DictOptions {...rest} loading={loading} options={options} data-branch={branchId} />;
});

function DictSelectView(props: Props) {
  return props.branchField ? <BranchDictSelect {...props} /> : <SystemDictSelect {...props} />;
}

function SystemDictText({ dict, value }: { dict: string; value?: unknown }) {
  const rt = useRuntime();
  const { data } = useLoad(() => loadDict(rt, dict), [dict, rt.transport, rt.locale]);
  return <span className="rt-text">{dictText(value, data)}</span>;
}

const BranchDictText = observer(function BranchDictText({ dict, branchField, value }: Props) {
  const rt = useRuntime();
  const branchId = useBranchId(branchField);
  const { data } = useLoad(branchId ? () => loadBranchDict(rt, dict, branchId) : undefined, [dict, branchId, rt]);
  const found = data?.find((o) => o.value === String(value ?? ''));
  return (
    <span className="rt-text">{found ? found.label : value === undefined || value === null ? '' : String(value)}</span>
  );
});

function DictText(props: Props) {
  return props.branchField ? <BranchDictText {...props} /> : <SystemDictText dict={props.dict} value={props.value} />;
}

export const DictSelect = connect(DictSelectView, mapReadPretty(DictText));
