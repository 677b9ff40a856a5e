// The playground's texts, Chinese first with en_US.
import { tableText, type Locale } from '../../renderers/core';

const TEXTS = {
  startFrom: { zh_CN: '从现有文档或模板开始', en_US: 'Start from an existing document or a template' },
  pages: { zh_CN: '页面', en_US: 'Pages' },
  pickers: { zh_CN: '选择器', en_US: 'Pickers' },
  forms: { zh_CN: '表单', en_US: 'Forms' },
  details: { zh_CN: '详情', en_US: 'Details' },
  templates: { zh_CN: '模板（npm run new 写的文件）', en_US: 'Templates (what npm run new writes)' },
  template: { zh_CN: '新模板', en_US: 'new template' },
  save: { zh_CN: '保存为文件', en_US: 'Save as a file' },
  saveDevOnly: {
    zh_CN: '仅在开发模式（npm run dev）下可保存文件',
    en_US: 'Saving is only available in dev (npm run dev)',
  },
  saved: { zh_CN: '已保存', en_US: 'Saved' },
  notSaved: { zh_CN: '未保存', en_US: 'Not saved' },
  problems: { zh_CN: '检查结果', en_US: 'Checker' },
  noProblems: { zh_CN: '没有问题', en_US: 'No problems' },
  lastGood: {
    zh_CN: '文档有问题，右侧仍显示最后一个没有问题的版本',
    en_US: 'The document has problems; the preview shows the last version without problems',
  },
  routeParams: { zh_CN: '路由参数', en_US: 'Route params' },
  openPicker: { zh_CN: '打开选择器', en_US: 'Open the picker' },
  loading: { zh_CN: '正在加载编辑器…', en_US: 'Loading the editor…' },
  loadFailed: { zh_CN: '编辑器加载失败', en_US: 'The editor could not be loaded' },
  reload: { zh_CN: '重新加载', en_US: 'Reload' },
  help: {
    zh_CN:
      '在左侧编辑 JSON：Ctrl+空格 补全（组件、规则、调用、选择器、表单、字典等名称，调用与字段按所在位置筛选；每个文档有自己的撤销记录），鼠标悬停查看属性说明；检查器的消息标在所在的行:列。右侧用网关的真实数据实时显示（停止输入 300 毫秒后）。演练场不读网关的路由表：“网关不提供的调用”由 npm run schemas:check 和开发模式下的保存检查。',
    en_US:
      'Edit the JSON on the left: Ctrl+Space completes (component, rule, call, picker, form, dictionary... names; calls and fields fit the place; each document has its own undo), hover shows what a property means; the checker’s messages sit at their line:col. The right side renders it live with the gateway’s data (300 ms after you stop typing). The playground does not read the gateway’s route table: “calls the gateway does not serve” are checked by npm run schemas:check and by saving in dev.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type PlaygroundText = keyof typeof TEXTS;
export const playgroundText = (key: PlaygroundText, locale: Locale): string => tableText(TEXTS, key, locale);
export const PLAYGROUND_TEXTS = TEXTS;
