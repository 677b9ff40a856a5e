// Binds the dialogs a picker row may open (renderers/chains/dialogs.ts explains why late): imported once by
// renderers/index.ts and the test harness.
import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import type { Row } from '../calls/types';
import { FormDialog } from '../form/FormDialog';
import { PickerDialog } from '../picker/PickerDialog';
import { useRuntime } from '../runtime/context';
import { text } from '../runtime/text';
import { ScreenBoundary } from '../screen/ScreenBoundary';
import { useDocument } from '../screen/useDocument';
import { bindNestedDialogs } from './dialogs';

// loaded on first use, as SchemaScreen loads details: the runtime's entry stays without the detail code
const DetailView = lazy(() => import('../detail/DetailView').then((m) => ({ default: m.DetailView })));

/** A detail document shown in a dialog over the picker, for the clicked row. */
function DetailDialog({ id, row, onClose }: { id: string; row: Row; onClose(): void }) {
  return (
    <ScreenBoundary screen={`detail:${id}`} dialog onClose={onClose}>
      <DetailBody id={id} row={row} onClose={onClose} />
    </ScreenBoundary>
  );
}

function DetailBody({ id, row, onClose }: { id: string; row: Row; onClose(): void }) {
  const rt = useRuntime();
  const doc = useDocument('detail', id);
  return (
    <Modal
      open
      title={doc ? text(doc.title, rt.locale) : undefined}
      width="70%"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Suspense fallback={null}>{doc && <DetailView doc={doc} row={row} />}</Suspense>
    </Modal>
  );
}

bindNestedDialogs({ Picker: PickerDialog, Form: FormDialog, Detail: DetailDialog });
