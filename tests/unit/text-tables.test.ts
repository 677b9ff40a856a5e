// The one lookup of text tables (tableText): the runtime's own texts, the change-record viewer's titles and the
// shell's tables (src/i18n, playground, gallery) all go through it.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RUNTIME_TEXTS, runtimeText, tableText, text } from '../../renderers/runtime/text';
import { changeRecordsLabel } from '../../renderers/detail/ChangeRecordsDialog';
import { playgroundText } from '../../src/playground/texts';
import { galleryText } from '../../src/gallery/texts';
import { t } from '../../src/i18n/locale';

describe('tableText', () => {
  const table = {
    hello: { zh_CN: '你好，{name}', en_US: 'Hello, {name}' },
    plain: { zh_CN: '中文', en_US: 'English' },
  };

  it('answers the key in the locale, placeholders filled', () => {
    expect(tableText(table, 'hello', 'zh_CN', { name: '张三' })).toBe('你好，张三');
    expect(tableText(table, 'hello', 'en_US', { name: 'Li' })).toBe('Hello, Li');
    expect(tableText(table, 'plain', 'en_US')).toBe('English');
  });

  it('is the lookup of the runtime texts and of the shell tables', () => {
    expect(runtimeText('total', 'en_US', { total: 3 })).toBe('3 in total');
    expect(runtimeText('changeContent', 'zh_CN')).toBe('变更内容');
    expect(playgroundText('save', 'en_US')).toBe('Save as a file');
    expect(galleryText('copy', 'zh_CN')).toBe('复制');
    expect(t('logout', 'en_US')).toBe('Sign out');
  });

  it('gives the change-record viewer its title unless the schema names one', () => {
    expect(changeRecordsLabel({ call: 'x' } as never, 'zh_CN')).toBe('变更记录');
    expect(changeRecordsLabel({ call: 'x' } as never, 'en_US')).toBe('Change records');
    expect(changeRecordsLabel({ call: 'x', label: { zh_CN: '历史', en_US: 'History' } } as never, 'en_US')).toBe(
      'History',
    );
  });

  it('every runtime text has both languages', () => {
    for (const [key, v] of Object.entries(RUNTIME_TEXTS)) {
      expect(text(v, 'zh_CN'), key).toBeTruthy();
      expect(v.en_US, key).toBeTruthy();
    }
  });
});
