// Running the file actions through the runtime's transport: a download saves (or opens) the answered file;
// an import sends one file as the multipart part `file` and reads the answer by importOutcome.
import type { BindingScope } from '../calls/bindings';
import { runCall } from '../calls/run';
import type { RuntimeContext } from '../runtime/context';
import type { Download, Import } from '../schema-types.generated';
import { answerKind, downloadName, importOutcome, openBlob, saveBlob, type ImportOutcome } from './files';

type Scope = BindingScope & { session: RuntimeContext['session'] };

/** Makes the call and saves the file it answers; resolves with the name saved under (undefined: no file came). */
export async function runDownload(rt: RuntimeContext, spec: Download, scope: Scope): Promise<string | undefined> {
  const { body } = await runCall(rt, { ref: spec.call, params: spec.params, scope });
  if (answerKind(body) !== 'file') return undefined;
  const blob = body as Blob;
  if (spec.newTab) {
    openBlob(blob);
    return undefined;
  }
  const name = downloadName(blob, spec.fileName);
  saveBlob(blob, name);
  return name;
}

/** Sends the file to the import call; a file answer (failure list or result) is saved at once. */
export async function runImport(rt: RuntimeContext, spec: Import, file: File, scope: Scope): Promise<ImportOutcome> {
  const { body } = await runCall(rt, { ref: spec.call, params: spec.params, values: { file }, scope });
  const outcome = importOutcome(spec.version ?? 1, body);
  if (outcome.kind !== 'success') saveBlob(outcome.file, downloadName(outcome.file));
  return outcome;
}
