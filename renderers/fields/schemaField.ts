// The type of the registry's SchemaField as the runtime's wiring carries it (RuntimeContext.wiring.SchemaField).
// Fields and pickers are mutually recursive: the search form of a picker renders fields, and one field (PickerInput)
// opens a picker. So the picker's search form (page/SearchForm) may not import the registry (the cycle registry ->
// PickerInput -> PickerDialog -> SearchForm -> registry): it renders the SchemaField its runtime was given, which
// createRuntimeWiring (runtime/wiring.tsx) takes from the registry. This module imports no field.
import type { ISchema } from '@formily/json-schema';
import type { JSXElementConstructor } from 'react';

/** What SearchForm renders: the registry's SchemaField with a schema and the expression scope. */
export type SchemaFieldComponent = JSXElementConstructor<{ schema: ISchema; scope?: Record<string, unknown> }>;
