// The configurators' gallery (menu 系统管理 > 组件库, /gallery): the list of blocks (schemas/meta/gallery.json)
// with each block's schema source, read at every call so an edited or reloaded schema shows at once. The call's
// permission (schemas/calls/gallery.json) is the menu entry /gallery: only it_manager and config_data get it.
// Also the submit of the config / flag-rule dropdowns, which checks what was chosen and answers it back, and an
// echo for the layout demo (tabs and left-right blocks) that answers its values back, stores nothing and says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BusinessError, defineRoutes, route } from '../../http/route';
import { given } from '../../db/query';
import { object, str } from '../../http/schema';

export interface GalleryBlock {
  id: string;
  title: { zh_CN: string; en_US: string };
  kind: 'picker' | 'form' | 'detail' | 'page';
  schema: string;
  params?: Record<string, unknown>;
  description?: { zh_CN: string; en_US: string };
}

/** The config lists the dropdown offers (001 §5) and the flag types. */
const CONFIG_CODES = ['price', 'star', 'outLevel'];
const FLAG_TYPES = ['PARTS', 'CLAIM', 'ORDER'];

const DIR: Record<GalleryBlock['kind'], string> = {
  picker: 'pickers',
  form: 'forms',
  detail: 'details',
  page: 'pages',
};

/** The blocks with the file each shows and its text (a block whose file is missing gets no source). */
export function galleryBlocks(root = process.cwd()): (GalleryBlock & { file: string; source?: string })[] {
  let list: { blocks?: GalleryBlock[] };
  try {
    list = JSON.parse(readFileSync(join(root, 'schemas/meta/gallery.json'), 'utf8')) as { blocks?: GalleryBlock[] };
  } catch (e) {
    throw new BusinessError(`the gallery list schemas/meta/gallery.json cannot be read: ${(e as Error).message}`, {
      status: 424,
    });
  }
  return (list.blocks ?? []).map((b) => {
    const file = `schemas/${DIR[b.kind]}/${b.schema}.json`;
    try {
      return { ...b, file, source: readFileSync(join(root, file), 'utf8') };
    } catch {
      return { ...b, file };
    }
  });
}

export const galleryRoutes = defineRoutes([
  route({
    method: 'GET',
    host: 'gateway',
    path: '/gallery/blocks/V1.0',
    summary: '组件库：区块与其 schema',
    async handler() {
      return galleryBlocks();
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/gallery/configChoice/V1.0',
    summary: '配置与标识规则下拉：校验所选并返回',
    body: object({ configCode: str(20), configValue: str(50), flagType: str(20), flagCode: str(50) }, [
      'configCode',
      'configValue',
    ]),
    async handler({ db, user, body }) {
      const fail = (message: string, field: string) => {
        throw new BusinessError(message, { status: 417, code: field });
      };
      if (!CONFIG_CODES.includes(body.configCode))
        fail(`配置类型只能是 ${CONFIG_CODES.join('、')}（configCode: ${body.configCode}）`, 'configCode');
      const item = await db
        .selectFrom('page_items')
        .select(['code', 'name'])
        .where('page_code', '=', body.configCode)
        .where('code', '=', body.configValue)
        .executeTakeFirst();
      if (!item) fail(`配置项不存在（configValue: ${body.configValue}）`, 'configValue');
      if (given(body.flagType) && !FLAG_TYPES.includes(body.flagType!))
        fail(`标识类型只能是 ${FLAG_TYPES.join('、')}（flagType: ${body.flagType}）`, 'flagType');
      if (given(body.flagCode)) {
        let q = db.selectFrom('flag_rules').select('code').where('code', '=', body.flagCode!);
        if (given(body.flagType)) q = q.where('type', '=', body.flagType!);
        if (given(user?.company)) q = q.where('company', '=', user!.company);
        if (!(await q.executeTakeFirst())) fail(`标识规则不存在（flagCode: ${body.flagCode}）`, 'flagCode');
      }
      return {
        configCode: body.configCode,
        configValue: item!.code,
        configName: item!.name,
        flagType: body.flagType ?? null,
        flagCode: body.flagCode ?? null,
      };
    },
  }),
  route({
    method: 'POST',
    host: 'gateway',
    path: '/gallery/echo/V1.0',
    summary: '组件库示例表单：原样返回所填（不保存）',
    body: { type: 'object', maxProperties: 100, additionalProperties: true } as const,
    async handler({ body }) {
      return { values: body, stored: false };
    },
  }),
]);
