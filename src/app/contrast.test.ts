// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrast, shadeFor } from './contrast';

describe('contrast', () => {
  it('is the WCAG ratio', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2); // antd's primary button: too low
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 2); // antd's link blue: too low
  });
  it('darkens a colour until white text on it reaches the ratio, keeping a colour that already does', () => {
    const shade = shadeFor('#1890FF', '#ffffff', 5);
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(5);
    expect(contrast(shade, '#ffffff')).toBeLessThan(5.6); // the lightest such step, not black
    expect(shadeFor('#0050b3', '#ffffff', 5)).toBe('#0050b3');
  });
  it('lightens towards white for a dark background', () => {
    const light = shadeFor('#0958d9', '#141414', 4.5, '#ffffff');
    expect(contrast(light, '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
