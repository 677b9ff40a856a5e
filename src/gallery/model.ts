// The gallery's pure parts: the call that lists the blocks (schemas/calls/gallery.json, permission /gallery, so
// the gateway serves the list only to the gallery's roles) and how a block's answer becomes what a tab renders.
import { buildRequest, type Call, type HttpRequest } from '../../renderers/core';
import calls from '../../schemas/calls/gallery.json';

export type BlockKind = 'picker' | 'form' | 'detail' | 'page';

export interface GalleryBlock {
  id: string;
  title: { zh_CN: string; en_US: string };
  kind: BlockKind;
  schema: string;
  params?: {
    row?: Record<string, unknown>;
    route?: Record<string, string>;
    values?: Record<string, unknown>;
    call?: Record<string, unknown>;
  };
  description?: { zh_CN: string; en_US: string };
  /** The schema file, relative to the project root. */
  file: string;
  /** Its text as the gateway read it (absent when the file is missing). */
  source?: string;
}

/** The request listing the blocks. */
export function blocksRequest(): HttpRequest {
  return buildRequest((calls.calls as unknown as Record<string, Call>)['gallery.blocks'], {});
}

/** The blocks of the answer envelope ({ code, data: [...] }); anything else is no block. */
export function blocksOf(answer: unknown): GalleryBlock[] {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data)
    ? data.filter((b): b is GalleryBlock => !!b && typeof b === 'object' && typeof (b as GalleryBlock).id === 'string')
    : [];
}

/** The screen a block shows (kind:id), as menu entries name screens. */
export const screenOf = (b: Pick<GalleryBlock, 'kind' | 'schema'>): string => `${b.kind}:${b.schema}`;
