// The dialogs a picker row may open (picker, form, detail), bound late. A picker's nested dialog may be a form,
// and a form opens pickers (FormChains, PickerInput): importing them here would close the cycle
// PickerDialog -> NestedDialog -> FormDialog -> FormView -> FormChains -> PickerDialog. So this module imports
// none of them; renderers/chains/bindDialogs.tsx binds them when it loads (renderers/index.ts and the test
// harness import it), as fields/schemaField.ts does for SearchForm.
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

let bound: NestedDialogs | undefined;

export function bindNestedDialogs(dialogs: NestedDialogs): void {
  bound = dialogs;
}

export function nestedDialogs(): NestedDialogs {
  if (!bound)
    throw new Error(
      'nested dialogs are not bound: import renderers/chains/bindDialogs first (renderers/index.ts does)',
    );
  return bound;
}
