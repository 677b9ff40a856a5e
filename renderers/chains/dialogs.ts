// The dialogs a picker row may open (picker, form, detail), as the runtime's wiring carries them
// (RuntimeContext.wiring.dialogs). A picker's nested dialog may be a form, and a form opens pickers (FormChains,
// PickerInput): importing them here would close the cycle PickerDialog -> NestedDialog -> FormDialog -> FormView ->
// FormChains -> PickerDialog. So this module imports none of them; createRuntimeWiring (runtime/wiring.tsx) puts
// them in the wiring, as it does the registry's SchemaField for SearchForm (fields/schemaField.ts).
import type { JSXElementConstructor } from 'react';
import type { Row } from '../calls/types';

export interface NestedDialogs {
  Picker: JSXElementConstructor<{
    id: string;
    open: boolean;
    params?: Record<string, unknown>;
    onOk(rows: Row[]): void;
    onCancel(): void;
  }>;
  Form: JSXElementConstructor<{
    id: string;
    open: boolean;
    row?: Row;
    initialValues?: Record<string, unknown>;
    onClose(): void;
    onDone?(values: Record<string, unknown>): void;
  }>;
  Detail: JSXElementConstructor<{ id: string; row: Row; onClose(): void }>;
}
