// The stock price panel (001 §2.6, §7 POST /stockQuery/V1.0/search/parts with partsId, warehouseId,
// warehouseType): the figure of the call's answer (the sum of `figure` over the answered rows), 暂无数据 when
// nothing answers or a bound value is missing; a click opens the stock table (a picker) with the bound values
// named in `pickerFilters` as its filters' values and the other parameters sent as they are. A call answering one
// object is one row (the return form's freight and total price); without a picker the figure is plain text.
import { observer, useForm } from '@formily/react';
import { Button } from 'antd';
import { useState } from 'react';
import { resolveBindings } from '../calls/bindings';
import { isListAnswer, readAnswer, readRows } from '../calls/request';
import { runCall } from '../calls/run';
import { amount, thousands } from '../filters';
import { PickerDialog } from '../picker/PickerDialog';
import { useRuntime } from '../runtime/context';
import { runtimeText } from '../runtime/text';
import { useLoad } from '../runtime/useLoad';
import type { Params } from '../schema-types.generated';

export interface StockPanelProps {
  /** The call (answering rows, or one object: one row). */
  call: string;
  /** Its parameters: literals or bindings ($form, $session, $route); a missing bound value with a message shows 暂无数据. */
  params?: Params;
  /** The answer field summed over the answered rows (default qty). */
  figure?: string;
  /** The stock table opened on a click. */
  picker?: string;
  /** How the figure shows: thousands (default) or amount (2 decimals: the return form's freight and total). */
  format?: 'thousands' | 'amount';
  /** Parameters that become the picker's filter values (default partsId, warehouseId); the rest are sent as they are. */
  pickerFilters?: string[];
  /** The row of a RowTable line the panel stands in (its `stock` column): `$row` bindings read it. */
  row?: Record<string, unknown>;
}

/** The sum of a field over rows, or undefined when there are no rows. */
export function figureOf(rows: readonly Record<string, unknown>[], field: string): number | undefined {
  if (rows.length === 0) return undefined;
  return rows.reduce((sum, r) => sum + (Number(r[field]) || 0), 0);
}

/** Splits the resolved parameters into the picker's filter values and the parameters sent as they are. */
export function splitForPicker(
  values: Record<string, unknown>,
  filters: readonly string[],
): { initial: Record<string, unknown>; params: Record<string, unknown> } {
  const initial: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) (filters.includes(k) ? initial : params)[k] = v;
  return { initial, params };
}

type Answered = Awaited<ReturnType<typeof runCall>>;
const inFlight = new WeakMap<object, Map<string, Promise<Answered>>>();

/** One request for panels asking the same call with the same parameters at once (the return form's 旧件金额, 运费
 * and 总价 read three figures of one freight quote: one POST per change, not three). Not aborted by one panel's
 * unmount (another may still wait on it); forgotten once answered, so a later change asks again. */
export function sharedCall(transport: object, key: string, run: () => Promise<Answered>): Promise<Answered> {
  let calls = inFlight.get(transport);
  if (!calls) inFlight.set(transport, (calls = new Map()));
  const known = calls.get(key);
  if (known) return known;
  const started = run();
  const map = calls;
  map.set(key, started);
  const forget = () => {
    if (map.get(key) === started) map.delete(key);
  };
  started.then(forget, forget);
  return started;
}

export const StockPanel = observer((props: StockPanelProps) => {
  const rt = useRuntime();
  const form = useForm() as ReturnType<typeof useForm> | undefined;
  const [open, setOpen] = useState(false);
  let values: Record<string, unknown> | undefined;
  try {
    values = resolveBindings(
      props.params,
      {
        form: form?.values as Record<string, unknown> | undefined,
        session: rt.session,
        route: rt.route,
        row: props.row,
      },
      rt.locale,
    );
  } catch {
    values = undefined; // a bound value with a message is missing: no figure
  }
  const key = values ? JSON.stringify([props.call, values]) : '';
  const { data, loading } = useLoad(
    values
      ? async () => {
          const { call, body } = await sharedCall(rt.transport, key, () =>
            runCall(rt, {
              ref: props.call,
              params: values,
              scope: { session: rt.session, route: rt.route },
              paging: { current: 1, size: 100 },
            }),
          );
          const one = isListAnswer(call) ? undefined : readAnswer(call, body);
          const rows = isListAnswer(call)
            ? readRows(call, body).rows
            : one && typeof one === 'object' && !Array.isArray(one)
              ? [one]
              : [];
          return figureOf(rows as Record<string, unknown>[], props.figure ?? 'qty');
        }
      : undefined,
    [key, rt.transport],
  );
  const figure = key ? data : undefined;
  const shown = loading
    ? runtimeText('loading', rt.locale)
    : figure === undefined
      ? runtimeText('empty', rt.locale)
      : (props.format === 'amount' ? amount : thousands)(figure);
  const split = splitForPicker(values ?? {}, props.pickerFilters ?? ['partsId', 'warehouseId']);
  if (!props.picker)
    return (
      <span className="rt-stock-panel" data-figure={figure ?? ''}>
        {shown}
      </span>
    );
  return (
    <>
      <Button
        type="link"
        className="rt-stock-panel"
        data-figure={figure ?? ''}
        disabled={!props.picker}
        onClick={() => setOpen(true)}
        style={{ paddingInline: 0 }}
      >
        {shown}
      </Button>
      {open && props.picker && (
        <PickerDialog
          id={props.picker}
          open
          initialValues={split.initial}
          params={split.params}
          onOk={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
});
