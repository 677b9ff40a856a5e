// File downloads through a blob (000 §7): POST or GET, a spreadsheet or any type; default name 1111.xlsx.
import { client } from './api';
import type { HttpRequest } from './client';
import { DEFAULT_FILE_NAME, saveBlob } from '../../renderers/core';

export { saveBlob };

export async function download(req: Omit<HttpRequest, 'responseType'>, fileName = DEFAULT_FILE_NAME): Promise<void> {
  const blob = await client.call<Blob>({ ...req, responseType: 'blob' });
  saveBlob(blob, blob instanceof File && blob.name ? blob.name : fileName);
}

/** Opens an address (or a downloaded blob) in a new browser tab. */
export function openInNewTab(target: string | Blob): void {
  const url = typeof target === 'string' ? target : URL.createObjectURL(target);
  window.open(url, '_blank', 'noopener');
}
