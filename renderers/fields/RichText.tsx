// The rich-text editor (000 §2 feedback content, notices): tiptap (ProseMirror) with a toolbar (bold, italic,
// headings 1-3, bulleted and numbered lists, link, image, undo, redo), height from props (300 for feedback). It is
// its own chunk (the registry loads it lazily), so only screens with rich text load the editor. Everything that
// goes in (the value) and comes out (the HTML sent to onChange) is sanitised with DOMPurify and the allowlist of
// schemas/meta/richtext.json, the same the gateway applies before it stores the text. An image chosen with the
// toolbar's image button is uploaded through `imageCall` (multipart file; 000 §7 the feedback's tmmedia upload) and
// inserted with the answer's url; without imageCall there is no image button.
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { connect } from '@formily/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { readAnswer } from '../calls/request';
import { runCall } from '../calls/run';
import { useRuntime } from '../runtime/context';
import { sanitize } from '../runtime/sanitize';
import { runtimeText } from '../runtime/text';
import { acceptAttribute, accepted, IMAGE_TYPES } from './upload';

export interface RichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  height?: number;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  /** The call an image is uploaded through (multipart file); the answer's url (or attachmentUrl) is the image's src. */
  imageCall?: string;
}

/** The allowlist the gateway applies too before it stores rich text (schemas/meta/richtext.json). */
export { RICH_TEXT_CONFIG, sanitize } from '../runtime/sanitize';

/** A link the editor accepts: an absolute http(s) URL or a path on this site (never //host), as the gateway. */
export function isSafeLink(url: string): boolean {
  const u = url.trim();
  if ([...u].some((c) => c < ' ' || c === '\\')) return false;
  if (u.startsWith('/')) return !u.startsWith('//');
  return /^https?:\/\/[^/\s]+/i.test(u);
}

/** The editor's HTML as the value: sanitised, without trailing empty paragraphs, '' when it holds no text and no image. */
function valueOf(editor: Editor): string {
  const html = sanitize(editor.getHTML()).replace(/(<p><\/p>)+$/, '');
  return editor.getText().trim() === '' && !/<img/i.test(html) ? '' : html;
}

function ToolButton({
  label,
  icon,
  active,
  disabled,
  loading,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        loading={loading}
        icon={icon}
        // keep the editor's selection: the command applies to what was selected
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function RichTextView({
  value,
  onChange,
  height = 300,
  disabled,
  readOnly,
  placeholder,
  id,
  imageCall,
}: RichTextProps) {
  const rt = useRuntime();
  const t = (key: Parameters<typeof runtimeText>[0], vars?: Record<string, string | number>) =>
    runtimeText(key, rt.locale, vars);
  const editable = !disabled && !readOnly;
  const emitted = useRef<string | undefined>(value ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: false, isAllowedUri: (u) => isSafeLink(u) },
      }),
      // shown within the box (the style is the editor's only: the sanitiser drops it from the value)
      Image.configure({ allowBase64: false, HTMLAttributes: { style: 'max-width: 100%; height: auto;' } }),
    ],
    content: sanitize(value ?? ''),
    editable,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        ...(id ? { id, 'aria-labelledby': `${id}-label` } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        class: 'rt-richtext-content',
        style: 'outline: none; min-height: 100%; padding: 4px 11px;',
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = valueOf(e);
      if (next === emitted.current) return;
      emitted.current = next;
      onChange?.(next);
    },
  });
  // a value set from outside (loaded, reset) replaces the content; the editor's own updates are not set back
  useEffect(() => {
    if (!editor || (value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    editor.commands.setContent(sanitize(value ?? ''), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(editable, false);
  }, [editor, editable]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h1: e?.isActive('heading', { level: 1 }) ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    editor && f(editor.chain().focus()).run();

  const openLink = () => {
    setLink(String(editor?.getAttributes('link').href ?? ''));
    setLinkError(false);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const href = link.trim();
    if (href && !isSafeLink(href)) {
      setLinkError(true);
      return;
    }
    setLinkOpen(false);
    if (!editor) return;
    if (!href) run((c) => c.extendMarkRange('link').unsetLink());
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      run((c) => c.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }));
    } else run((c) => c.extendMarkRange('link').setLink({ href }));
  };

  const uploadImage = async (file: File) => {
    if (!imageCall || !editor) return;
    if (!accepted(file.name, IMAGE_TYPES)) {
      rt.messages.warning(t('imagesOnly'));
      return;
    }
    setUploading(true);
    try {
      const { call, body } = await runCall(rt, {
        ref: imageCall,
        values: { file },
        scope: { session: rt.session, route: rt.route },
      });
      const data = readAnswer(call, body) as { url?: unknown; attachmentUrl?: unknown } | null;
      const src = String(data?.url ?? data?.attachmentUrl ?? '');
      if (!src || !isSafeLink(src)) throw new Error('the upload answered no image address');
      run((c) => c.setImage({ src, alt: file.name }));
    } catch (e) {
      rt.messages.error(t('rtImageFailed'), e);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div
      className="ant-input rt-richtext"
      style={{ padding: 0, display: 'flex', flexDirection: 'column' }}
      data-testid="richtext"
    >
      {editable && (
        <div
          role="toolbar"
          aria-label={placeholder}
          className="rt-richtext-toolbar"
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            padding: '2px 4px',
            borderBottom: '1px solid rgba(5,5,5,0.06)',
          }}
        >
          <ToolButton
            label={t('rtBold')}
            icon={<BoldOutlined />}
            active={state?.bold}
            onClick={() => run((c) => c.toggleBold())}
          />
          <ToolButton
            label={t('rtItalic')}
            icon={<ItalicOutlined />}
            active={state?.italic}
            onClick={() => run((c) => c.toggleItalic())}
          />
          {([1, 2, 3] as const).map((level) => (
            <ToolButton
              key={level}
              label={t('rtHeading', { level })}
              icon={<b style={{ fontSize: 12 }}>H{level}</b>}
              active={state?.[`h${level}`]}
              onClick={() => run((c) => c.toggleHeading({ level }))}
            />
          ))}
          <ToolButton
            label={t('rtBulletList')}
            icon={<UnorderedListOutlined />}
            active={state?.bullet}
            onClick={() => run((c) => c.toggleBulletList())}
          />
          <ToolButton
            label={t('rtOrderedList')}
            icon={<OrderedListOutlined />}
            active={state?.ordered}
            onClick={() => run((c) => c.toggleOrderedList())}
          />
          <ToolButton label={t('rtLink')} icon={<LinkOutlined />} active={state?.link} onClick={openLink} />
          {imageCall && (
            <>
              <ToolButton
                label={t('rtImage')}
                icon={<PictureOutlined />}
                loading={uploading}
                onClick={() => fileInput.current?.click()}
              />
              <input
                ref={fileInput}
                type="file"
                style={{ display: 'none' }}
                accept={acceptAttribute(IMAGE_TYPES)}
                data-testid="richtext-image-input"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void uploadImage(file);
                }}
              />
            </>
          )}
          <ToolButton
            label={t('rtUndo')}
            icon={<UndoOutlined />}
            disabled={!state?.canUndo}
            onClick={() => run((c) => c.undo())}
          />
          <ToolButton
            label={t('rtRedo')}
            icon={<RedoOutlined />}
            disabled={!state?.canRedo}
            onClick={() => run((c) => c.redo())}
          />
        </div>
      )}
      <EditorContent
        editor={editor}
        style={{ height, overflow: 'auto', cursor: editable ? 'text' : undefined }}
        onClick={() => editor?.commands.focus()}
      />
      <Modal
        title={t('rtLink')}
        open={linkOpen}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        okText={t('ok')}
        cancelText={t('cancel')}
        destroyOnHidden
      >
        <Input
          aria-label={t('rtLinkAddress')}
          placeholder="https://"
          value={link}
          status={linkError ? 'error' : undefined}
          onChange={(e) => {
            setLink(e.target.value);
            setLinkError(false);
          }}
          onPressEnter={applyLink}
        />
        {linkError && (
          <div className="ant-form-item-explain-error" role="alert">
            {t('rtLinkBad')}
          </div>
        )}
      </Modal>
    </div>
  );
}

export const RichText = connect(RichTextView);
