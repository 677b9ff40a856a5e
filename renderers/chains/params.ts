// A picker's requiredParams (001 §5, the claim picker): parameters its caller must give, checked when it opens.
// A missing one shows its message (需要指定模块, 服务商编码不能为空), one outside `oneOf` its otherMessage
// (暂不支持其他模块使用); the picker then stays shut and nothing is asked. The gateway checks the same (417).
import { useEffect } from 'react';
import { useRuntime } from '../runtime/context';
import { text, type Locale } from '../runtime/text';
import type { PickerDocument } from '../schema-types.generated';
import { isFilled } from './map';

export type RequiredParams = NonNullable<PickerDocument['requiredParams']>;

/** The message refusing the given params, or undefined when they are fine (first failing param, in order). */
export function refuseParams(
  required: RequiredParams | undefined,
  params: Record<string, unknown> | undefined,
  locale: Locale,
): string | undefined {
  for (const [name, rule] of Object.entries(required ?? {})) {
    const v = params?.[name];
    if (!isFilled(v)) return text(rule.message, locale);
    if (rule.oneOf && !rule.oneOf.includes(v as string)) return text(rule.otherMessage ?? rule.message, locale);
  }
  return undefined;
}

/** true while the picker must stay shut: the refusal is warned once and the caller's onCancel runs. */
export function useRequiredParams(
  doc: PickerDocument | undefined,
  params: Record<string, unknown> | undefined,
  onCancel: () => void,
): boolean {
  const rt = useRuntime();
  const refusal = doc ? refuseParams(doc.requiredParams, params, rt.locale) : undefined;
  useEffect(() => {
    if (!refusal) return;
    rt.messages.warning(refusal);
    onCancel();
    // once per refusal: the caller's onCancel and the runtime may be new objects on every render, and the warning must not repeat
  }, [refusal]); // eslint-disable-line react-hooks/exhaustive-deps -- see above: once per refusal, not per render
  return refusal !== undefined;
}
