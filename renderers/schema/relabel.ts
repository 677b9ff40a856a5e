// The fields a Formily form already made, given the texts of the schema compiled in the new language
// (so a kept-alive tab whose search form was used shows its labels in English after the switch).
// Formily's createField returns an existing field as it is, so a schema compiled in another language changes
// nothing on the fields it already made: their title, description, options, placeholder and rule messages are
// set here from the new schema. Values, validation state and reactions are left alone.
import type { ISchema } from '@formily/json-schema';
import { isField, type FieldValidator, type Form } from '@formily/core';
import { useLayoutEffect, useRef } from 'react';

/** Sets the texts of `schema`'s properties on the fields of `form` that exist (nested properties included). */
export function relabelFields(form: Form, schema: ISchema, base = ''): void {
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as Record<string, ISchema>)) {
    const address = base ? `${base}.${name}` : name;
    const field = form.fields[address];
    if (field) {
      field.title = raw.title as string | undefined;
      field.description = raw.description as string | undefined;
      const props = raw['x-component-props'] as Record<string, unknown> | undefined;
      if (props) field.setComponentProps(props);
      const decorator = raw['x-decorator-props'] as Record<string, unknown> | undefined;
      if (decorator) field.setDecoratorProps(decorator);
      if (isField(field)) {
        if (Array.isArray(raw.enum)) field.dataSource = raw.enum as { label: string; value: unknown }[];
        if (raw['x-validator'] !== undefined) field.setValidator(raw['x-validator'] as FieldValidator);
      }
    }
    if (raw.properties) relabelFields(form, raw, address);
  }
}

/** Relabels `form`'s fields when `schema` changes after the first render (a new language); `form` may not be made
 * yet (a search form before its first use: its stand-ins render the new schema by themselves). */
export function useRelabel(form: () => Form | undefined, schema: ISchema): void {
  const first = useRef(schema);
  useLayoutEffect(() => {
    if (first.current === schema) return;
    first.current = schema;
    const f = form();
    if (f) relabelFields(f, schema);
  }, [form, schema]);
}
