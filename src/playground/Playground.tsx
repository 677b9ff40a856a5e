// The schema playground (/playground, menu 系统管理 > 配置演练场, roles it_manager and config_data): start from
// a project document or a template, edit it in CodeMirror with completion, hover and the checker's messages
// inline, see it rendered live against the gateway's data, save it as a file in dev. The editor and the checker
// are lazy chunks of their own; docs/configurators.md "Playground".
import { Alert, Button, Input, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PickerDialog, RuntimeProvider, SchemaScreen, type DocumentKinds } from '../../renderers';
import { useLocale } from '../i18n/useLocale';
import { runtimeContext } from '../runtime/context';
import { shellWiring } from '../runtime/wiring';
import { useSession } from '../session/store';
import type { PlaygroundEditor } from './editor';
import { playgroundText } from './texts';
import {
  choiceKey,
  choiceRel,
  kindOfRel,
  previewScreen,
  relOfText,
  SAVE_URL,
  sourceOptions,
  templateId,
  type Choice,
  type Preview,
  type TemplateKind,
} from './model';

type Checker = typeof import('./check');
interface Problem {
  line: number;
  col: number;
  pointer: string;
  message: string;
  file: string;
}

export default function Playground({ navigate }: { navigate: (path: string) => void }) {
  const { locale } = useLocale();
  const tx = (k: Parameters<typeof playgroundText>[0]) => playgroundText(k, locale);
  const session = useSession();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<PlaygroundEditor | undefined>(undefined);
  const [checker, setChecker] = useState<Checker>();
  const [choice, setChoice] = useState<Choice>({ source: 'file', rel: 'schemas/pages/banners.json' });
  const [text, setText] = useState<string>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [preview, setPreview] = useState<Preview>();
  const [params, setParams] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  // what the previewed picker gave on 确定 (its rows after its row rules), shown under its button
  const [picked, setPicked] = useState<unknown[]>();
  const [saveResult, setSaveResult] = useState<{ ok: boolean; message: string }>();
  // the editor's chunks could not load or start: said instead of a spinner that never ends
  const [loadError, setLoadError] = useState<string>();
  // the previews' own document cache: a preview never replaces a real document for the other screens
  const [wiring] = useState(shellWiring);
  const rev = useRef(0);

  // the checker (its own chunk) and the editor (CodeMirror, its own chunk)
  useEffect(() => {
    let live = true;
    void Promise.all([import('./check'), import('./editor')])
      .then(([c, e]) => {
        if (!live || !host.current) return;
        setChecker(c);
        const start = c.project[choiceRel(choice)] ?? '';
        editor.current = e.createEditor(
          host.current,
          { key: choiceKey(choice), text: start, schema: c.editorSchema(kindOfRel(choiceRel(choice))) },
          c.calls,
          setText,
        );
        setText(start);
      })
      .catch((e: unknown) => {
        if (live) setLoadError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
      editor.current?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounts the editor once with the first choice; later choices go through choose()
  }, []);

  const options = useMemo(
    () => (checker ? sourceOptions(checker.project, locale, (k) => playgroundText(k, locale)) : []),
    [checker, locale],
  );

  const choose = (value: string) => {
    if (!checker) return;
    const next: Choice = value.startsWith('template:')
      ? { source: 'template', kind: value.slice(9) as TemplateKind }
      : { source: 'file', rel: value };
    setChoice(next);
    const start =
      next.source === 'file' ? checker.project[next.rel] : checker.template(next.kind, templateId(next.kind));
    // each document keeps its own text and undo history (coming back to one finds it as it was left)
    editor.current?.open(value, start, checker.editorSchema(kindOfRel(choiceRel(next))));
    setSaveResult(undefined);
  };

  // check and re-render 300 ms after the last edit; a document with problems keeps the last good render
  useEffect(() => {
    if (!checker || text === undefined) return;
    const timer = setTimeout(() => {
      const rel = relOfText(text) ?? choiceRel(choice);
      const found = checker.check(rel, text);
      setProblems(found);
      editor.current?.setProblems(found);
      if (found.length === 0) {
        const doc = JSON.parse(text) as { kind: string; id: string };
        const p = previewScreen(doc, ++rev.current);
        wiring.documents.register(p.doc as unknown as DocumentKinds[keyof DocumentKinds]);
        setPreview(p);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [checker, text, choice, wiring]);

  const route = useMemo(() => {
    const real = preview && session.routes.find((r) => r.screen === `${preview.kind}:${preview.realId}`);
    return {
      path: '/playground',
      params: Object.fromEntries(new URLSearchParams(params)),
      query: {},
      permissionList: real?.permissionList ?? [],
    };
  }, [preview, session.routes, params]);
  const rt = useMemo(
    () => runtimeContext(session, route, navigate, locale, wiring),
    [session, route, navigate, locale, wiring],
  );

  const save = async () => {
    if (text === undefined) return;
    const res = await fetch(SAVE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    const body = (await res.json()) as { file?: string; message?: string; problems?: Problem[] };
    setSaveResult(
      res.ok
        ? { ok: true, message: `${tx('saved')} ${body.file}` }
        : {
            ok: false,
            message: `${tx('notSaved')}: ${body.message ?? res.status}${(body.problems ?? []).map((p) => `\n${p.line}:${p.col} ${p.message}`).join('')}`,
          },
    );
  };

  const dev = import.meta.env.DEV;
  const saveButton = (
    <Button
      type="primary"
      disabled={!dev || problems.length > 0 || !checker}
      onClick={() => void save()}
      data-testid="playground-save"
    >
      {tx('save')}
    </Button>
  );

  return (
    <div className="playground" style={{ padding: 12 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          showSearch
          style={{ width: 420 }}
          placeholder={tx('startFrom')}
          value={choiceKey(choice)}
          options={options}
          onChange={choose}
          optionFilterProp="label"
          data-testid="playground-source"
        />
        {dev ? (
          saveButton
        ) : (
          <Tooltip title={tx('saveDevOnly')}>
            <span>{saveButton}</span>
          </Tooltip>
        )}
        {preview?.routeParams && (
          <Input
            style={{ width: 200 }}
            addonBefore={tx('routeParams')}
            placeholder="id=1"
            value={params}
            onChange={(e) => setParams(e.target.value)}
          />
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {tx('help')}
      </Typography.Paragraph>
      {saveResult && (
        <Alert
          type={saveResult.ok ? 'success' : 'error'}
          message={<pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{saveResult.message}</pre>}
          style={{ marginBottom: 8 }}
          data-testid="playground-save-result"
        />
      )}
      <div style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
        <div style={{ flex: '0 0 48%', minWidth: 0 }}>
          <div ref={host} style={{ height: '62vh', border: '1px solid #d9d9d9' }} data-testid="playground-editor">
            {loadError ? (
              <Alert
                type="error"
                showIcon
                message={tx('loadFailed')}
                description={loadError}
                action={
                  <Button size="small" onClick={() => window.location.reload()}>
                    {tx('reload')}
                  </Button>
                }
                data-testid="playground-load-error"
              />
            ) : (
              !checker && <Spin tip={tx('loading')} />
            )}
          </div>
          <div
            className="playground-problems"
            data-testid="playground-problems"
            style={{ marginTop: 8, maxHeight: 160, overflow: 'auto' }}
          >
            <Typography.Text strong>{tx('problems')}: </Typography.Text>
            {problems.length === 0 ? (
              <Typography.Text type="success">{tx('noProblems')}</Typography.Text>
            ) : (
              <>
                <Typography.Text type="warning">{tx('lastGood')}</Typography.Text>
                {problems.map((p, i) => (
                  <div
                    key={i}
                    className="playground-problem"
                    style={{ fontFamily: 'monospace', fontSize: 12, color: '#cf1322' }}
                  >
                    {p.file}:{p.line}:{p.col} {p.pointer || '/'} {p.message}
                  </div>
                ))}
              </>
            )}
          </div>
        </div>
        <div
          style={{ flex: 1, minWidth: 0, overflow: 'auto', border: '1px dashed #d9d9d9', padding: 8 }}
          data-testid="playground-preview"
        >
          {preview && (
            <RuntimeProvider value={rt}>
              {preview.chooses ? (
                <>
                  <Button onClick={() => setPickerOpen(true)}>{tx('openPicker')}</Button>
                  <PickerDialog
                    id={preview.id}
                    open={pickerOpen}
                    onOk={(rows) => {
                      setPicked(rows);
                      setPickerOpen(false);
                    }}
                    onCancel={() => setPickerOpen(false)}
                  />
                  {picked && (
                    <pre data-testid="playground-picked" style={{ fontSize: 12 }}>
                      {JSON.stringify(picked, null, 2)}
                    </pre>
                  )}
                </>
              ) : (
                <SchemaScreen key={preview.id} screen={`${preview.kind}:${preview.id}`} />
              )}
            </RuntimeProvider>
          )}
        </div>
      </div>
    </div>
  );
}
