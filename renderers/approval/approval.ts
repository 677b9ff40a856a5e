// The approval dialog's pure part (001 §2.6, §5): whether the remark may be sent, and where it goes.
import { runtimeText, text, type Locale } from '../runtime/text';
import type { Approval } from '../schema-types.generated';

export const DEFAULT_REMARK_MAX = 500;

/** The message to show for this remark, or undefined when it may be sent (required by default: 请输入). */
export function remarkProblem(spec: Approval, remark: string, locale: Locale): string | undefined {
  const required = spec.remark?.required ?? true;
  if (required && remark.trim() === '')
    return text(spec.remark?.message, locale, runtimeText('remarkRequired', locale));
  return undefined;
}

/** The call's params and query with the trimmed remark under its key (default remark); an empty optional remark is left out. */
export function approvalInput(
  spec: Approval,
  remark: string,
): { params: Record<string, unknown>; query: Record<string, unknown> } {
  const params: Record<string, unknown> = { ...(spec.params ?? {}) };
  const query: Record<string, unknown> = { ...(spec.query ?? {}) };
  const value = remark.trim();
  if (value !== '') (spec.remark?.in === 'query' ? query : params)[spec.remark?.key ?? 'remark'] = value;
  return { params, query };
}
