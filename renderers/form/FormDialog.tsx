// A form schema shown as a dialog, by id (the mount API's FormDialog).
import type { Row } from '../calls/types';
import { ScreenBoundary } from '../screen/ScreenBoundary';
import { useDocument } from '../screen/useDocument';
import { FormView } from './FormView';

export interface FormDialogProps {
  id: string;
  open: boolean;
  onClose(): void;
  onDone?(values: Record<string, unknown>): void;
  initialValues?: Record<string, unknown>;
  row?: Row;
}

export function FormDialog(props: FormDialogProps) {
  if (!props.open) return null;
  return (
    <ScreenBoundary screen={`form:${props.id}`} dialog onClose={props.onClose}>
      <Dialog {...props} />
    </ScreenBoundary>
  );
}

function Dialog({ id, open, onClose, onDone, initialValues, row }: FormDialogProps) {
  const doc = useDocument('form', id);
  if (!open || !doc) return null;
  return (
    <FormView
      doc={doc}
      mode="dialog"
      initialValues={initialValues}
      row={row}
      onClose={onClose}
      onDone={(v) => (onDone ? onDone(v) : onClose())}
    />
  );
}
