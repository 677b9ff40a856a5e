// A field's server check (`x-check` of a field node): when the field loses focus (and again on submit) the
// call is made with its params over the form's values; a refusal's message becomes the field's error (the
// console's duplicate check: 该值不可用，系统中已存在！). The validator is compiled without a runtime, so the form
// that owns the field registers how to make calls (FormView: registerChecker); a form without one (a search
// form) skips the check.
import type { FieldCheck } from '../schema-types.generated';

export type CheckRunner = (check: FieldCheck, values: Record<string, unknown>) => Promise<string | undefined>;

const runners = new WeakMap<object, CheckRunner>();

/** The form's way to run its fields' server checks. */
export function registerChecker(form: object, run: CheckRunner): void {
  runners.set(form, run);
}

const empty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A Formily validator description: runs on blur (and on submit, which validates every trigger). */
export function checkValidator(check: FieldCheck): {
  triggerType: 'onBlur';
  validator(
    value: unknown,
    rule: unknown,
    ctx: { form?: { values: Record<string, unknown> } },
  ): Promise<string | undefined>;
} {
  return {
    triggerType: 'onBlur',
    async validator(value, _rule, ctx) {
      if (empty(value) || !ctx.form) return undefined;
      const run = runners.get(ctx.form);
      return run ? run(check, ctx.form.values) : undefined;
    },
  };
}
