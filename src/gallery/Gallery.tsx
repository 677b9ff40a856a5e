// The configurators' gallery (/gallery, menu 系统管理 > 组件库, roles it_manager and config_data): one tab per
// block of schemas/meta/gallery.json, rendered live against the gateway with its schema source beside it
// (read-only, with a copy button). The list and the sources come from the gateway (call gallery.blocks, whose
// permission is the menu entry /gallery). Loaded lazily like the playground; docs/configurators.md "Gallery".
import { Alert, Button, Empty, Space, Spin, Tabs, Typography, message } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import {
  FormView,
  PickerDialog,
  RuntimeProvider,
  SchemaScreen,
  useRuntime,
  type DocumentKinds,
  type Row,
} from '../../renderers';
import { client } from '../http/api';
import { useLocale } from '../i18n/useLocale';
import { runtimeContext } from '../runtime/context';
import { appWiring } from '../runtime/wiring';
import { useSession } from '../session/store';
import { blocksOf, blocksRequest, screenOf, type GalleryBlock } from './model';
import { galleryText } from './texts';

type FormDoc = DocumentKinds['form'];

export default function Gallery({ navigate }: { navigate: (path: string) => void }) {
  const { locale } = useLocale();
  const [blocks, setBlocks] = useState<GalleryBlock[]>();
  const [failed, setFailed] = useState<string>();
  const [active, setActive] = useState<string>();

  useEffect(() => {
    let live = true;
    client.call(blocksRequest()).then(
      (answer) => {
        if (!live) return;
        const list = blocksOf(answer);
        setBlocks(list);
        setActive(list[0]?.id);
      },
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) return <Alert type="error" message={failed} style={{ margin: 12 }} data-testid="gallery-failed" />;
  if (!blocks) return <Spin tip={galleryText('loading', locale)} style={{ display: 'block', margin: '80px auto' }} />;
  if (blocks.length === 0) return <Empty description={galleryText('empty', locale)} />;
  return (
    <div className="gallery" style={{ padding: 12 }} data-testid="gallery">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {galleryText('help', locale)}
      </Typography.Paragraph>
      <Tabs
        activeKey={active}
        onChange={setActive}
        destroyOnHidden
        tabPosition="left"
        style={{ minHeight: '70vh' }}
        items={blocks.map((b) => ({
          key: b.id,
          label: <span data-testid={`gallery-tab-${b.id}`}>{b.title[locale]}</span>,
          children: <BlockTab block={b} navigate={navigate} />,
        }))}
      />
    </div>
  );
}

function BlockTab({ block, navigate }: { block: GalleryBlock; navigate: (path: string) => void }) {
  const { locale } = useLocale();
  const session = useSession();
  // The block runs with the permissions of the menu route that really shows it (tool-bar buttons, row actions).
  const route = useMemo(() => {
    const real = session.routes.find((r) => r.screen === screenOf(block));
    return {
      path: '/gallery',
      params: block.params?.route ?? {},
      query: {},
      permissionList: real?.permissionList ?? [],
    };
  }, [session.routes, block]);
  const rt = useMemo(
    () => runtimeContext(session, route, navigate, locale, appWiring()),
    [session, route, navigate, locale],
  );
  return (
    // a search page needs the full width: its source goes below it; the other blocks have theirs beside them
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}
      data-testid={`gallery-block-${block.id}`}
    >
      <div
        style={{
          flex: block.kind === 'page' ? '1 1 100%' : '1 1 520px',
          minWidth: 0,
          overflow: 'auto',
          border: '1px dashed #d9d9d9',
          padding: 8,
        }}
        data-testid="gallery-live"
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {block.title[locale]}
        </Typography.Title>
        {block.description && <Typography.Paragraph type="secondary">{block.description[locale]}</Typography.Paragraph>}
        <RuntimeProvider value={rt}>
          <Live block={block} />
        </RuntimeProvider>
      </div>
      <Source block={block} />
    </div>
  );
}

function Live({ block }: { block: GalleryBlock }) {
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<unknown>();
  const [form, setForm] = useState<FormDoc>();
  const { documents } = useRuntime().wiring;
  useEffect(() => {
    if (block.kind !== 'form') return;
    let live = true;
    void documents.load('form', block.schema).then((d) => live && setForm(d));
    return () => {
      live = false;
    };
  }, [block, documents]);
  const shown = result !== undefined && (
    <div data-testid="gallery-result">
      <Typography.Text strong>{galleryText(block.kind === 'picker' ? 'chosen' : 'submitted', locale)}</Typography.Text>
      <pre style={{ fontSize: 12, maxHeight: 160, overflow: 'auto' }}>{JSON.stringify(result, null, 2)}</pre>
    </div>
  );
  if (block.kind === 'picker')
    return (
      <>
        <Button onClick={() => setOpen(true)} data-testid="gallery-open-picker">
          {galleryText('openPicker', locale)}
        </Button>
        <PickerDialog
          id={block.schema}
          open={open}
          params={block.params?.call}
          form={block.params?.values}
          onOk={(rows: Row[], remark?: string) => {
            setResult(remark === undefined ? rows : { rows, remark });
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
        {shown}
      </>
    );
  if (block.kind === 'form') {
    if (!form) return <Spin />;
    return (
      <>
        <FormView
          key={form.id}
          doc={form}
          mode="page"
          row={block.params?.row as Row | undefined}
          initialValues={block.params?.values}
          onDone={setResult}
        />
        {shown}
      </>
    );
  }
  return <SchemaScreen screen={screenOf(block)} />;
}

/** Copies through the Clipboard API, or (outside a secure context, where it is missing) a selected textarea. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused: try the selection below */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

function Source({ block }: { block: GalleryBlock }) {
  const { locale } = useLocale();
  const copy = async () => {
    if (await copyText(block.source ?? '')) void message.success(galleryText('copied', locale));
    else void message.error(galleryText('copyFailed', locale));
  };
  return (
    <div style={{ flex: '1 1 420px', minWidth: 0 }} data-testid="gallery-source">
      <Space style={{ marginBottom: 4 }}>
        <Typography.Text strong>{galleryText('source', locale)}</Typography.Text>
        <Typography.Text code>{block.file}</Typography.Text>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          disabled={!block.source}
          data-testid="gallery-copy"
        >
          {galleryText('copy', locale)}
        </Button>
      </Space>
      {block.source ? (
        <pre
          style={{
            margin: 0,
            fontSize: 12,
            lineHeight: 1.45,
            background: '#fafafa',
            border: '1px solid #f0f0f0',
            padding: 8,
            maxHeight: '70vh',
            overflow: 'auto',
            whiteSpace: 'pre',
            userSelect: 'text',
          }}
          data-testid="gallery-source-text"
        >
          {block.source}
        </pre>
      ) : (
        <Alert type="warning" message={`${galleryText('noSource', locale)}: ${block.file}`} />
      )}
    </div>
  );
}
