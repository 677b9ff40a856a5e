// The gallery's texts, Chinese first with en_US.
import { tableText, type Locale } from '../../renderers/core';

const TEXTS = {
  help: {
    zh_CN:
      '每个区块一个标签页：左侧用网关的演示数据实时显示，右侧是它的 schema（只读，可复制）。配置新界面时从这里复制。',
    en_US:
      'One tab per block: on the left it runs live against the gateway’s demo data, on the right its schema (read-only, copyable). Copy from here when configuring a new screen.',
  },
  loading: { zh_CN: '正在加载区块…', en_US: 'Loading the blocks…' },
  empty: { zh_CN: '暂无区块', en_US: 'No blocks' },
  source: { zh_CN: 'Schema 源文件', en_US: 'Schema source' },
  copy: { zh_CN: '复制', en_US: 'Copy' },
  copied: { zh_CN: '已复制', en_US: 'Copied' },
  copyFailed: { zh_CN: '复制失败，请手动选择文本复制', en_US: 'Copy failed; select the text and copy it by hand' },
  openPicker: { zh_CN: '打开选择器', en_US: 'Open the picker' },
  chosen: { zh_CN: '已选择', en_US: 'Chosen' },
  submitted: { zh_CN: '已提交的值', en_US: 'Submitted values' },
  noSource: { zh_CN: '找不到 schema 文件', en_US: 'The schema file is missing' },
} satisfies Record<string, Record<Locale, string>>;

export type GalleryText = keyof typeof TEXTS;
export const galleryText = (key: GalleryText, locale: Locale): string => tableText(TEXTS, key, locale);
