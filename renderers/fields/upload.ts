// Upload checks (001 §2.2, §5, §9): accepted types and the image types.
export const IMAGE_TYPES = ['jpeg', 'png', 'jpg', 'gif', 'ico'];

export const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** accept: extensions with or without the dot ("xlsx", ".xls"); empty accepts anything. */
export function accepted(name: string, accept: readonly string[] | undefined): boolean {
  if (!accept?.length) return true;
  const ext = extensionOf(name);
  return accept.some((a) => a.replace(/^\./, '').toLowerCase() === ext);
}
