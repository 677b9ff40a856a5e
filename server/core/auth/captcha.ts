// The check-code image (docs/gateway.md "Trust model", "Check codes"): svg-captcha picks the text and lays out
// its glyph outlines, and this module never sends those outlines. Each glyph is rotated, scaled and sheared at
// random, the whole text is bent by two random waves, and the result is rasterised (non-zero fill) into a PNG
// with crossing curves and speckle noise. So the script that solved every svg-captcha image by matching its
// glyph paths against the bundled font has nothing to match. A trained OCR can still read such images: the
// check code slows scripts down, the per-name-and-address lock is what limits guessing.
import svgCaptcha from 'svg-captcha';
import { PNG } from 'pngjs';

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
/** Characters that look alike are left out. */
const IGNORE = '0oO1iIlL';

type Point = [number, number];
type Contour = Point[];

// the look only (the text is svg-captcha's): Math.random is enough and fast
const rnd = (min: number, max: number) => min + Math.random() * (max - min);
const randomInt = (min: number, max: number) => Math.floor(rnd(min, max));

/** The contours of an SVG path (M, L, Q, C, Z with absolute coordinates, as svg-captcha writes them), curves
 * flattened into short segments. */
export function contoursOf(d: string): Contour[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
  const out: Contour[] = [];
  let cur: Contour = [];
  let i = 0;
  const num = () => Number(tokens[i++]);
  let last: Point = [0, 0];
  while (i < tokens.length) {
    const cmd = tokens[i++].toUpperCase();
    if (cmd === 'M') {
      if (cur.length) out.push(cur);
      last = [num(), num()];
      cur = [last];
    } else if (cmd === 'L') {
      last = [num(), num()];
      cur.push(last);
    } else if (cmd === 'Q' || cmd === 'C') {
      const ctrl: Point[] = [];
      for (let k = 0; k < (cmd === 'Q' ? 2 : 3); k++) ctrl.push([num(), num()]);
      const p0 = last;
      for (let s = 1; s <= 4; s++) {
        const t = s / 4;
        const u = 1 - t;
        cur.push(
          cmd === 'Q'
            ? [
                u * u * p0[0] + 2 * u * t * ctrl[0][0] + t * t * ctrl[1][0],
                u * u * p0[1] + 2 * u * t * ctrl[0][1] + t * t * ctrl[1][1],
              ]
            : [
                u ** 3 * p0[0] + 3 * u * u * t * ctrl[0][0] + 3 * u * t * t * ctrl[1][0] + t ** 3 * ctrl[2][0],
                u ** 3 * p0[1] + 3 * u * u * t * ctrl[0][1] + 3 * u * t * t * ctrl[1][1] + t ** 3 * ctrl[2][1],
              ],
        );
      }
      last = ctrl[ctrl.length - 1];
    } else if (cmd === 'Z') {
      if (cur.length) out.push(cur);
      cur = [];
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

/** Fills the contours (non-zero winding) into the RGBA buffer with the colour; `bold` widens each span by that
 * many pixels. Each edge adds its crossings to the rows it spans (linear in the crossings, not rows x edges). */
export function fill(png: PNG, contours: Contour[], rgb: [number, number, number], bold = 0): void {
  const rows: [number, number][][] = Array.from({ length: png.height }, () => []);
  for (const c of contours)
    for (let k = 0; k < c.length; k++) {
      const [x0, y0] = c[k];
      const [x1, y1] = c[(k + 1) % c.length];
      if (y0 === y1) continue;
      const dir = y1 > y0 ? 1 : -1;
      const [top, bottom] = y0 < y1 ? [y0, y1] : [y1, y0];
      for (let y = Math.max(0, Math.ceil(top - 0.5)); y < png.height && y + 0.5 < bottom; y++) {
        const sy = y + 0.5;
        rows[y].push([x0 + ((sy - y0) / (y1 - y0)) * (x1 - x0), dir]);
      }
    }
  for (let y = 0; y < png.height; y++) {
    const xs = rows[y];
    if (xs.length < 2) continue;
    xs.sort((p, q) => p[0] - q[0]);
    let winding = 0;
    for (let k = 0; k < xs.length - 1; k++) {
      winding += xs[k][1];
      if (winding === 0) continue;
      const to = Math.min(png.width, Math.ceil(xs[k + 1][0] - 0.5) + bold);
      for (let x = Math.max(0, Math.ceil(xs[k][0] - 0.5)); x < to; x++) paint(png, x, y, rgb);
    }
  }
}

function paint(png: PNG, x: number, y: number, rgb: [number, number, number]): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const o = (y * png.width + x) * 4;
  png.data[o] = rgb[0];
  png.data[o + 1] = rgb[1];
  png.data[o + 2] = rgb[2];
  png.data[o + 3] = 255;
}

const darkColour = (): [number, number, number] => [randomInt(10, 110), randomInt(10, 110), randomInt(10, 110)];

/** One check code: its text and the PNG. */
export function createCaptcha(): { text: string; png: Buffer } {
  const cap = svgCaptcha.create({
    size: 4,
    noise: 0,
    ignoreChars: IGNORE,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    fontSize: 64,
  });
  const glyphs = [...cap.data.matchAll(/<path fill="[^"]*" d="([^"]+)"\/>/g)].map((m) => contoursOf(m[1]));
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  // a light background with a random tint and grain
  const bg = [randomInt(215, 250), randomInt(215, 250), randomInt(215, 250)];
  for (let k = 0; k < png.data.length; k += 4) {
    const g = randomInt(-10, 10);
    png.data[k] = bg[0] + g;
    png.data[k + 1] = bg[1] + g;
    png.data[k + 2] = bg[2] + g;
    png.data[k + 3] = 255;
  }
  // the whole text is bent by two waves (phase, length and height at random)
  const wave = {
    ay: rnd(2, 5),
    ly: rnd(80, 160),
    py: rnd(0, 2 * Math.PI),
    ax: rnd(1, 3),
    lx: rnd(30, 60),
    px: rnd(0, 2 * Math.PI),
  };
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin((2 * Math.PI * y) / wave.lx + wave.px),
    y + wave.ay * Math.sin((2 * Math.PI * x) / wave.ly + wave.py),
  ];
  for (const contours of glyphs) {
    const pts = contours.flat();
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    // each glyph: rotated up to 30 degrees either way, scaled, sheared and moved a little
    const angle = rnd(-30, 30) * (Math.PI / 180);
    const [sx, sy, shear] = [rnd(0.85, 1.2), rnd(0.85, 1.2), rnd(-0.3, 0.3)];
    const [dx, dy] = [rnd(-4, 4), rnd(-5, 5)];
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const moved = contours.map((c) =>
      c.map(([x, y]): Point => {
        const u = (x - cx) * sx + (y - cy) * shear;
        const v = (y - cy) * sy;
        return bend([cx + dx + u * cos - v * sin, cy + dy + u * sin + v * cos]);
      }),
    );
    // one pixel bolder: the outline font's thin strokes stay legible at the page's half size
    fill(png, moved, darkColour(), 1);
  }
  // crossing curves through the text, and speckles
  for (let n = 0; n < 2; n++) {
    const colour = darkColour();
    const [y0, y1, amp, len, phase] = [rnd(15, 65), rnd(15, 65), rnd(5, 15), rnd(60, 200), rnd(0, 2 * Math.PI)];
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const y = Math.round(y0 + ((y1 - y0) * x) / CAPTCHA_WIDTH + amp * Math.sin((2 * Math.PI * x) / len + phase));
      for (let t = 0; t < 2; t++) paint(png, x, y + t, colour);
    }
  }
  for (let n = 0; n < 250; n++) paint(png, randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), darkColour());
  return {
    text: cap.text,
    png: PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, filterType: 0, deflateLevel: 1 }),
  };
}
