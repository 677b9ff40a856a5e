// A success message naming fields of the call's answer: `{orderNo}` in 下单成功，订单号：{orderNo} is the answered
// order number. Only an object answer fills placeholders; a message without braces is shown as written.
import type { Call } from '../schema-types.generated';
import { readAnswer } from '../calls/request';

export function answerText(message: string, call: Call | undefined, body: unknown): string {
  if (!call || call.answer !== 'object' || !message.includes('{')) return message;
  const answer = readAnswer(call, body);
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return message;
  const row = answer as Record<string, unknown>;
  return message.replace(/\{(\w+)\}/g, (m, k: string) =>
    row[k] === undefined || row[k] === null ? m : String(row[k]),
  );
}
