// The registry's SchemaField, bound late. Fields and pickers are mutually recursive: the search form of a picker
// renders fields, and one field (PickerInput) opens a picker. So the picker's search form (page/SearchForm) may
// not import the registry: that was the cycle registry -> PickerInput -> PickerDialog -> SearchForm -> registry.
// This module imports no field; the registry binds its SchemaField here when it loads, and SearchForm looks it
// up when it renders. Every way to a picker loads the registry first: renderers/index.ts exports it, forms
// (FormView) import it, and so does the test harness (renderers/testing/harness.tsx). `npm run rooms` (.dependency-cruiser.cjs) keeps the graph free of cycles.
import type { ISchema } from '@formily/json-schema';
import type { JSXElementConstructor } from 'react';

/** What SearchForm renders: the registry's SchemaField with a schema and the expression scope. */
export type SchemaFieldComponent = JSXElementConstructor<{ schema: ISchema; scope?: Record<string, unknown> }>;

let bound: SchemaFieldComponent | undefined;

/** Called once by fields/registry.tsx with the SchemaField of all registered components. */
export function bindSchemaField(field: SchemaFieldComponent): void {
  bound = field;
}

/** The registry's SchemaField; fails loudly when the registry was never loaded. */
export function schemaField(): SchemaFieldComponent {
  if (!bound)
    throw new Error('SchemaField is not bound: import renderers/fields/registry first (renderers/index.ts does)');
  return bound;
}
