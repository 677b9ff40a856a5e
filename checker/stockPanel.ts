// StockPanel (001 §2.6 stock price panel): its figure is a field of its call's answer, and each of its
// pickerFilters is one of its params and a filter of the picker it opens (else the stock table would open
// without that value in its filters).
import { checkAnswerField, resolveCallRef } from './calls';
import { type Ctx, type Doc, type Json, arr, rec, str } from './model';
import { didYouMean, listNames } from './names';

/** How a StockPanel shows its figure (x-component-props.format is a dayjs format on the date pickers). */
const STOCK_FORMATS = ['thousands', 'amount'];

/** `column`: the pointer of a RowTable column's `stock` (a panel per line), whose call no props check resolves. */
export function checkStockPanel(ctx: Ctx, doc: Doc, f: { pointer: string }, props: Json, column?: string): void {
  const at = column ?? `${f.pointer}/x-component-props`;
  const silent: Ctx = { ...ctx, report: () => undefined }; // an unknown call is reported once, by the props check
  const calls = resolveCallRef(column ? ctx : silent, doc, `${at}/call`, props.call, 'rows');
  const format = str(props.format);
  if (format !== undefined && !STOCK_FORMATS.includes(format)) {
    ctx.report(doc.file, {
      pointer: `${at}/format`,
      message: `StockPanel format "${format}" is none of ${STOCK_FORMATS.join(', ')}${didYouMean(format, STOCK_FORMATS)}`,
    });
  }
  const figure = str(props.figure);
  if (figure !== undefined) checkAnswerField(ctx, doc, { pointer: `${at}/figure` }, figure, calls);
  const params = Object.keys(rec(props.params) ?? {});
  const picker = str(props.picker) !== undefined ? ctx.index.byId.get('picker')?.get(str(props.picker)!) : undefined;
  const filters = picker ? Object.keys(rec(picker.data.filters) ?? {}) : undefined;
  arr(props.pickerFilters).forEach((name, i) => {
    if (typeof name !== 'string') return;
    const pointer = `${at}/pickerFilters/${i}`;
    if (!params.includes(name)) {
      ctx.report(doc.file, {
        pointer,
        message: `"${name}" is not a parameter of this StockPanel; params: ${listNames(params) || '(none)'}${didYouMean(name, params)}`,
      });
    } else if (filters && !filters.includes(name)) {
      ctx.report(doc.file, {
        pointer,
        message: `"${name}" is no filter of picker ${picker!.id}; its filters: ${listNames(filters) || '(none)'}${didYouMean(name, filters)}`,
      });
    }
  });
}
