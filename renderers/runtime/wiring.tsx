// The runtime's wiring made in one place (RuntimeWiring, runtime/context.tsx): the registry's SchemaField, the
// dialogs a picker row may open (picker, form, detail), the change bus and the document cache. The app makes one
// (the shell: src/runtime/wiring.ts; a test: renderers/testing/runtimeContext.ts) and hands it in
// RuntimeContext.wiring; the parts that would close an import cycle (SearchForm, NestedDialog) read it from the
// context instead of importing the registry or the dialogs.
import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import type { Row } from '../calls/types';
import { FormDialog } from '../form/FormDialog';
import { PickerDialog } from '../picker/PickerDialog';
import { SchemaField } from '../fields/registry';
import { ScreenBoundary } from '../screen/ScreenBoundary';
import { useDocument } from '../screen/useDocument';
import { createDocumentCache, type DocumentCache, type DocumentPreparer } from '../screen/loader';
import { createChangeBus, type ChangeBus } from './changes';
import { useRuntime, type RuntimeWiring } from './context';
import { text } from './text';

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

export interface WiringOptions {
  /** The app's change bus (the shell makes it before the runtime loads: its tab bar tells it a tab is shown). */
  changes?: ChangeBus;
  /** The app's document cache; or `prepare`, the step a new cache runs on each document (the shell's antd sheets). */
  documents?: DocumentCache;
  prepare?: DocumentPreparer;
  /** Another SchemaField (the registry's and an extension's components: fields/registry.tsx schemaFieldWith). */
  SchemaField?: RuntimeWiring['SchemaField'];
}

/**
 * The wiring of one app: what is not given is made new (an empty bus, an empty cache). The components are read
 * when a screen renders them (getters), not when the wiring is made: a wiring made while the build's chunks are
 * still being evaluated (at a module's top level) would otherwise hold undefined components.
 */
export function createRuntimeWiring(options: WiringOptions = {}): RuntimeWiring {
  return {
    get SchemaField() {
      return options.SchemaField ?? SchemaField;
    },
    dialogs: {
      get Picker() {
        return PickerDialog;
      },
      get Form() {
        return FormDialog;
      },
      get Detail() {
        return DetailDialog;
      },
    },
    changes: options.changes ?? createChangeBus(),
    documents: options.documents ?? createDocumentCache(options.prepare),
  };
}
