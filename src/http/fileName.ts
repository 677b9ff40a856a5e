// Download file names: the server's Content-Disposition name, else the spec's default 1111.xlsx (000 §7).
export const DEFAULT_FILE_NAME = '1111.xlsx';

export function fileNameOf(disposition: string | undefined | null, fallback = DEFAULT_FILE_NAME): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? decodeURIComponent(plain[1].trim()) : fallback;
}
