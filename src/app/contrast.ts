// WCAG 2 contrast (relative luminance, contrast ratio) and the accessible shade of a theme colour: the portal's
// antd tokens are derived from the user's colour so that text on it and it as text reach 4.5:1 (docs/decisions.md
// "Accessible theme tokens").

const channels = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const isHexColour = (s: string): boolean => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(s);

/**
 * The colour moved towards `towards` (black to darken, white to lighten) in 2% steps until its contrast with
 * `against` is at least `min`; the colour itself when it already is. Hue is kept (a mix with black or white).
 */
export function shadeFor(
  hex: string,
  against: string,
  min: number,
  towards: '#000000' | '#ffffff' = '#000000',
): string {
  if (!isHexColour(hex)) return hex;
  const from = channels(hex);
  const to = channels(towards);
  for (let step = 0; step <= 50; step++) {
    const t = step / 50;
    const c = toHex(from.map((v, i) => v + (to[i] - v) * t));
    if (contrast(c, against) >= min) return c;
  }
  return towards;
}
