// User-visible texts: a schema text is a string (Chinese) or { zh_CN, en_US? }; runtime texts have both forms.

export type Locale = 'zh_CN' | 'en_US';
export type Text = string | { zh_CN: string; en_US?: string };

/** The text in the given locale; Chinese when no English form is given. */
export function text(value: Text | undefined, locale: Locale, fallback = ''): string {
  if (value === undefined) return fallback;
  if (typeof value === 'string') return value;
  return (locale === 'en_US' && value.en_US) || value.zh_CN;
}

/** The runtime's own texts (buttons, titles, states). */
export const RUNTIME_TEXTS = {
  search: { zh_CN: '查询', en_US: 'Search' },
  reset: { zh_CN: '重置', en_US: 'Reset' },
  ok: { zh_CN: '确定', en_US: 'OK' },
  cancel: { zh_CN: '取消', en_US: 'Cancel' },
  choose: { zh_CN: '请选择', en_US: 'Please select' },
  chooseData: { zh_CN: '请选择数据', en_US: 'Please select a row' },
  // the accessible name of a row's radio/checkbox in a picker (axe 'label'): 选择 P0000001
  selectRow: { zh_CN: '选择', en_US: 'Select' },
  expand: { zh_CN: '展开', en_US: 'Expand' },
  collapse: { zh_CN: '收起', en_US: 'Collapse' },
  empty: { zh_CN: '暂无数据', en_US: 'No data' },
  transferAvailable: { zh_CN: '可选', en_US: 'Available' },
  transferSelected: { zh_CN: '已选', en_US: 'Selected' },
  // a code-search picker's selected list (000 §2, §9): its heading and each row's remove button
  pickedCount: { zh_CN: '已选 {count} 条', en_US: '{count} selected' },
  removePicked: { zh_CN: '移除', en_US: 'Remove' },
  // the accessible name of a transfer list's header checkbox (axe 'label'): 可选 全选
  selectAll: { zh_CN: '全选', en_US: 'Select all' },
  loading: { zh_CN: '加载中...', en_US: 'Loading...' },
  remark: { zh_CN: '备注', en_US: 'Remark' },
  remarkRequired: { zh_CN: '请输入', en_US: 'Please enter' },
  submit: { zh_CN: '提交', en_US: 'Submit' },
  back: { zh_CN: '返回', en_US: 'Back' },
  // a write refused because its document changed (424): the screens showing it have reloaded (runtime/changes.ts)
  reloaded: {
    zh_CN: '已为您重新加载最新内容，请核对后再操作。',
    en_US: 'The latest data has been loaded; please check it before trying again.',
  },
  actions: { zh_CN: '操作', en_US: 'Actions' },
  yes: { zh_CN: '是', en_US: 'Yes' },
  no: { zh_CN: '否', en_US: 'No' },
  total: { zh_CN: '共 {total} 条', en_US: '{total} in total' },
  upload: { zh_CN: '上传', en_US: 'Upload' },
  uploadOk: { zh_CN: '上传成功', en_US: 'Uploaded' },
  uploadFailed: { zh_CN: '{name}上传失败。', en_US: '{name}: upload failed.' },
  uploading: { zh_CN: '上传中', en_US: 'Uploading' },
  fileType: { zh_CN: '只能选择 {types} 文件', en_US: 'Only {types} files can be chosen' },
  imageNotDeletable: { zh_CN: '此图片不支持删除', en_US: 'This image cannot be deleted' },
  deleteConfirm: { zh_CN: '删除后将不可恢复，确认删除么？', en_US: 'A deleted file cannot be restored. Delete it?' },
  delete: { zh_CN: '删除', en_US: 'Delete' },
  addRow: { zh_CN: '新增', en_US: 'Add' },
  fileName: { zh_CN: '文件名称', en_US: 'File name' },
  operator: { zh_CN: '操作人', en_US: 'Operator' },
  operationTime: { zh_CN: '操作时间', en_US: 'Operation time' },
  changeRecords: { zh_CN: '变更记录', en_US: 'Change records' },
  changeAction: { zh_CN: '操作', en_US: 'Action' },
  changeContent: { zh_CN: '变更内容', en_US: 'Changes' },
  imagesOnly: { zh_CN: '只能选择图片！', en_US: 'Only images can be chosen!' },
  maxFiles: { zh_CN: '最多上传{max}个文件', en_US: 'At most {max} files' },
  province: { zh_CN: '省', en_US: 'Province' },
  city: { zh_CN: '市', en_US: 'City' },
  district: { zh_CN: '区/县', en_US: 'District' },
  history: { zh_CN: '历史记录', en_US: 'History' },
  screenMissing: { zh_CN: '页面配置不存在', en_US: 'Screen not found' },
  importTitle: { zh_CN: '导入', en_US: 'Import' },
  chooseFile: { zh_CN: '选择文件', en_US: 'Choose a file' },
  templateDownload: { zh_CN: '模板下载', en_US: 'Download the template' },
  fileRequired: { zh_CN: '请先选择文件！', en_US: 'Please choose a file first!' },
  importOk: { zh_CN: '导入成功', en_US: 'Imported' },
  importFailed: {
    zh_CN: '导入失败，失败清单及原因已自动下载',
    en_US: 'Import failed; the failure list with the reasons was downloaded',
  },
  importSubmitted: { zh_CN: '提交成功，导入结果请下载查看', en_US: 'Submitted; see the downloaded import result' },
  importCounts: {
    zh_CN: '（成功 {succeeded} 行，失败 {failed} 行）',
    en_US: ' ({succeeded} rows imported, {failed} failed)',
  },
  // what each import version does, shown in its dialog (导入 and 批量导入 looked the same and behaved differently)
  importHint1: {
    zh_CN: '全部行无误才导入；任一行有误则一行都不导入，并自动下载失败清单及原因。',
    en_US:
      'Imported only when every row is valid; if any row is wrong nothing is imported and the failure list with the reasons is downloaded.',
  },
  importHint2: {
    zh_CN: '逐行导入：无误的行导入，有误的行跳过；完成后自动下载导入结果，每行标明“成功”或失败原因。',
    en_US:
      'Imported row by row: valid rows are imported, wrong rows are skipped; the result file is downloaded, each row marked 成功 or with its reason.',
  },
  pleaseWait: { zh_CN: '请耐心等待...', en_US: 'Please wait...' },
  rtBold: { zh_CN: '加粗', en_US: 'Bold' },
  rtItalic: { zh_CN: '斜体', en_US: 'Italic' },
  rtHeading: { zh_CN: '标题{level}', en_US: 'Heading {level}' },
  rtBulletList: { zh_CN: '无序列表', en_US: 'Bulleted list' },
  rtOrderedList: { zh_CN: '有序列表', en_US: 'Numbered list' },
  rtLink: { zh_CN: '链接', en_US: 'Link' },
  rtLinkAddress: { zh_CN: '链接地址', en_US: 'Link address' },
  rtLinkBad: {
    zh_CN: '请输入 http(s) 地址或以 / 开头的站内路径',
    en_US: 'Enter an http(s) address or a path starting with /',
  },
  rtImage: { zh_CN: '插入图片', en_US: 'Insert an image' },
  rtImageFailed: { zh_CN: '上传失败', en_US: 'Upload failed' },
  rtUndo: { zh_CN: '撤销', en_US: 'Undo' },
  rtRedo: { zh_CN: '重做', en_US: 'Redo' },
} as const satisfies Record<string, { zh_CN: string; en_US: string }>;

export type RuntimeTextKey = keyof typeof RUNTIME_TEXTS;

/** A table of texts in both languages: the runtime's own (RUNTIME_TEXTS) and the shell's (src/i18n, playground, gallery). */
export type TextTable<K extends string = string> = Readonly<Record<K, { zh_CN: string; en_US: string }>>;

/** The one lookup of a text table: the text of `key` in `locale`, with {name} placeholders filled. */
export function tableText<K extends string>(
  table: TextTable<K>,
  key: K,
  locale: Locale,
  vars?: Record<string, string | number>,
): string {
  let out = text(table[key], locale);
  for (const [k, v] of Object.entries(vars ?? {})) out = out.replace(`{${k}}`, String(v));
  return out;
}

/** A runtime text with {name} placeholders filled. */
export function runtimeText(key: RuntimeTextKey, locale: Locale, vars?: Record<string, string | number>): string {
  return tableText(RUNTIME_TEXTS, key, locale, vars);
}
