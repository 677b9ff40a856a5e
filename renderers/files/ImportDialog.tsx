// The Excel import dialog (001 §2.6): one .xlsx/.xls file kept (a new choice replaces it, other types are
// refused), 请先选择文件！ without one, the template link when a template call is declared. The answer:
// 导入成功 and onDone; the failure list downloaded with 导入失败，失败清单及原因已自动下载 and the file cleared;
// version 2: the result downloaded with 提交成功，导入结果请下载查看 and onDone. A refused call clears the file too.
// The dialog says which of the two it is (all or nothing with a failure list; row by row with a result file).
import { Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useRuntime } from '../runtime/context';
import { reportError } from '../runtime/report';
import { runtimeText, text } from '../runtime/text';
import type { Import } from '../schema-types.generated';
import { acceptsFile, importSummaryOf, IMPORT_ACCEPT } from './files';
import { runDownload, runImport } from './run';

export interface ImportDialogProps {
  spec: Import;
  row?: Record<string, unknown>;
  onClose(): void;
  onDone(): void;
}

export function ImportDialog({ spec, row, onClose, onDone }: ImportDialogProps) {
  const rt = useRuntime();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const accept = spec.accept ?? IMPORT_ACCEPT;
  const scope = { row, session: rt.session, route: rt.route };

  const submit = async () => {
    if (!file) {
      rt.messages.warning(runtimeText('fileRequired', rt.locale));
      return;
    }
    setBusy(true);
    try {
      const outcome = await runImport(rt, spec, file, scope);
      if (outcome.kind === 'failed') {
        rt.messages.error(runtimeText('importFailed', rt.locale));
        setFile(null);
        return;
      }
      // version 2 with the gateway's counts: the spec's text and how many rows went in; a warning when some failed
      const counts = outcome.kind === 'result' ? importSummaryOf(outcome.file) : undefined;
      const said =
        runtimeText(outcome.message, rt.locale) +
        (counts
          ? runtimeText('importCounts', rt.locale, {
              succeeded: String(counts.succeeded),
              failed: String(counts.failed),
            })
          : '');
      if (counts?.failed) rt.messages.warning(said);
      else rt.messages.success(said);
      onDone();
    } catch (e) {
      reportError(rt.messages, e, rt.locale);
      setFile(null);
    } finally {
      setBusy(false);
    }
  };

  const template = spec.templateCall;
  return (
    <Modal
      open
      title={spec.title ? text(spec.title, rt.locale) : runtimeText('importTitle', rt.locale)}
      okText={runtimeText('ok', rt.locale)}
      cancelText={runtimeText('cancel', rt.locale)}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p data-testid="import-hint">{runtimeText(spec.version === 2 ? 'importHint2' : 'importHint1', rt.locale)}</p>
      <Upload
        accept={accept.join(',')}
        maxCount={1}
        fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
        beforeUpload={(f) => {
          if (!acceptsFile(f.name, accept)) {
            rt.messages.warning(runtimeText('fileType', rt.locale, { types: accept.join(', ') }));
            return Upload.LIST_IGNORE;
          }
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button>{runtimeText('chooseFile', rt.locale)}</Button>
      </Upload>
      {template && (
        <Button
          type="link"
          style={{ paddingLeft: 0, marginTop: 8 }}
          onClick={() =>
            runDownload(rt, { call: template }, scope).catch((e: unknown) => reportError(rt.messages, e, rt.locale))
          }
        >
          {runtimeText('templateDownload', rt.locale)}
        </Button>
      )}
    </Modal>
  );
}
