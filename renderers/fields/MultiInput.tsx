// Multi-value input (001 §2.7): whitespace turns into the configured separator and the value is the list.
import { connect } from '@formily/react';
import { Input } from 'antd';
import { useState } from 'react';

export interface MultiInputProps {
  value?: string[] | string;
  onChange?: (value: string[]) => void;
  separator?: string;
  placeholder?: string;
  disabled?: boolean;
}

export function normalizeMulti(textValue: string, separator: string): { text: string; list: string[] } {
  const text = textValue.replace(/\s+/g, separator);
  return { text, list: text.split(separator).filter((s) => s !== '') };
}

function MultiInputView({ value, onChange, separator = ',', ...rest }: MultiInputProps) {
  const joined = Array.isArray(value) ? value.join(separator) : (value ?? '');
  const [draft, setDraft] = useState(joined);
  // Follow outside changes (reset) without fighting the user's trailing separator: when the value or the
  // separator changes, the draft is adjusted during this render (React's "adjust state when a prop changes").
  const [seen, setSeen] = useState({ joined, separator });
  if (seen.joined !== joined || seen.separator !== separator) {
    setSeen({ joined, separator });
    if (normalizeMulti(draft, separator).list.join(separator) !== joined) setDraft(joined);
  }
  return (
    <Input
      {...rest}
      value={draft}
      onChange={(e) => {
        const { text, list } = normalizeMulti(e.target.value, separator);
        setDraft(text);
        onChange?.(list);
      }}
    />
  );
}

export const MultiInput = connect(MultiInputView);
