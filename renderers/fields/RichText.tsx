// A small rich-text editor: a contenteditable box (height from props, 300 for feedback), sanitised with DOMPurify
// on the way in and out, so a pasted script never reaches the value or the page. The allowlist is
// schemas/meta/richtext.json, the same file the gateway sanitises with before it stores the text.
import { connect } from '@formily/react';
import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';
import allowlist from '../../schemas/meta/richtext.json';

export interface RichTextProps {
  value?: string;
  onChange?: (html: string) => void;
  height?: number;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** The allowlist the gateway applies too before it stores rich text (schemas/meta/richtext.json). */
export const RICH_TEXT_CONFIG = {
  ...allowlist,
  ALLOWED_URI_REGEXP: new RegExp(allowlist.ALLOWED_URI_REGEXP, 'i'),
};

export const sanitize = (html: string): string => DOMPurify.sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;

function RichTextView({ value, onChange, height = 300, disabled, placeholder, id }: RichTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = sanitize(value ?? '');
  }, [value]);
  return (
    <div
      ref={ref}
      id={id}
      aria-labelledby={id ? `${id}-label` : undefined}
      className="ant-input rt-richtext"
      role="textbox"
      aria-multiline="true"
      aria-placeholder={placeholder}
      contentEditable={!disabled}
      suppressContentEditableWarning
      style={{ height, overflow: 'auto' }}
      onInput={(e) => {
        const html = sanitize((e.target as HTMLDivElement).innerHTML);
        const plain = (e.target as HTMLDivElement).textContent ?? '';
        onChange?.(plain.trim() === '' && !/<img/i.test(html) ? '' : html);
      }}
    />
  );
}

export const RichText = connect(RichTextView);
