// A search form's Formily form, made when the form is first used. Until then its filters are stand-ins
// (SearchForm) that read their values here: the first search of a page or a picker sends the filters' defaults
// and the caller's values without a Formily form, so the first paint runs no Formily code at all.
import { createForm, type Form } from '@formily/core';

export class LazyForm {
  private made: Form | undefined;
  /** Values written before the form was made (a stand-in's autofill), over the defaults. */
  private readonly written: Record<string, unknown> = {};

  constructor(private readonly initialValues: Record<string, unknown>) {}

  /** The Formily form, made on first use with the initial values (reset clears to them) and the values written. */
  get form(): Form {
    this.made ??= createForm({ initialValues: this.initialValues, values: { ...this.written } });
    return this.made;
  }

  /** Whether the Formily form exists (a field was mounted, or a caller asked for it). */
  get isMade(): boolean {
    return this.made !== undefined;
  }

  /** The filters' values: the form's once made, else the initial values and those written. */
  get values(): Record<string, unknown> {
    return this.made ? this.made.values : { ...this.initialValues, ...this.written };
  }

  getValuesIn(name: string): unknown {
    if (this.made) return this.made.getValuesIn(name);
    return name in this.written ? this.written[name] : this.initialValues[name];
  }

  setValuesIn(name: string, value: unknown): void {
    if (this.made) this.made.setValuesIn(name, value);
    else this.written[name] = value;
  }

  /** Validates the mounted fields (none before the form is made: a stand-in has no validator). */
  validate(): Promise<unknown> {
    return this.made ? this.made.validate() : Promise.resolve();
  }

  /** 重置: every field cleared (forceClear), defaults included; before the form is made, what was written. */
  reset(): void {
    if (this.made) void this.made.reset('*', { forceClear: true });
    else for (const k of Object.keys(this.written)) delete this.written[k];
  }
}
