// Rich text in and out of the runtime (the editor's value, a detail's html field) is sanitised with DOMPurify and
// the allowlist the gateway applies too before it stores rich text (schemas/meta/richtext.json). Kept apart from
// the editor so a detail page that shows rich text does not load tiptap.
import DOMPurify from 'dompurify';
import allowlist from '../../schemas/meta/richtext.json';

export const RICH_TEXT_CONFIG = {
  ...allowlist,
  ALLOWED_URI_REGEXP: new RegExp(allowlist.ALLOWED_URI_REGEXP, 'i'),
};

export const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
