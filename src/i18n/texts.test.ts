import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';
import { setLocale, t } from './locale';

describe('shell texts', () => {
  it('every text exists in both languages', () => {
    for (const [key, v] of Object.entries(TEXTS)) {
      expect(v.zh_CN, key).toBeTruthy();
      expect(v.en_US, key).toBeTruthy();
    }
  });
  it('defaults to zh_CN and switches to en_US', () => {
    expect(t('logout')).toBe('退出登录');
    setLocale('en_US');
    expect(t('logout')).toBe('Sign out');
    setLocale('zh_CN');
  });
});
