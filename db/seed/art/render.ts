/**
 * Candle artwork for the demo catalogue.
 *
 * Every image is built as an SVG string (gradients, paths, a few small blur filters) and rasterised
 * with sharp. No text, no fonts, no network, no external files, and no randomness: the only
 * variation comes from a small PRNG seeded with the art fields, so the same input always gives the
 * same picture.
 *
 * The look is one series: a warm cream wall that deepens into a stone table, a soft horizon where they
 * meet, light from the upper left (highlights on the left of the glass, shadows falling to the lower
 * right) and a soft contact shadow under every object.
 */
import sharp from "sharp";
import type { CandleArt, CandleView, SwatchColor } from "../types";

/** Wax colours that match the swatch names of the variant colours. */
export const SWATCH_WAX: Record<SwatchColor, string> = {
  Ambre: "#c98a3d",
  "Blanc Crème": "#f3ead9",
  Terracotta: "#b4553a",
  Noir: "#2b2623",
  Beige: "#d9c4a5",
};

const JPEG = { quality: 86, mozjpeg: true } as const;

/* ------------------------------------------------------------------------------------------------
 * Small helpers: numbers, colours, PRNG
 * ---------------------------------------------------------------------------------------------- */

/** Formats a coordinate with at most one decimal. */
function f(n: number): string {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? "0" : String(v);
}
/** Formats a fraction/opacity with at most three decimals. */
function f3(n: number): string {
  const v = Math.round(n * 1000) / 1000;
  return Object.is(v, -0) ? "0" : String(v);
}

type RGB = [number, number, number];

function hexToRgb(hex: string, fallback: RGB = [201, 138, 61]): RGB {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return fallback;
  let h = m[1];
  if (h.length === 3) h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Normalises any user colour to a safe #rrggbb string. */
function hex(c: string): string {
  return rgbToHex(hexToRgb(c));
}
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, "#fffaf2", t);
const darken = (c: string, t: number) => mix(c, "#1c130d", t);
function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function artSeed(art: CandleArt, extra = ""): number {
  return hashString([art.vessel, art.finish, art.wax, art.labelColor, art.wicks ?? "", art.accent ?? "", extra].join("|"));
}

/* ------------------------------------------------------------------------------------------------
 * SVG document with a defs collector
 * ---------------------------------------------------------------------------------------------- */

type Stop = [offset: number, color: string, opacity?: number];

interface RadialOpts {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

class Doc {
  private readonly defs: string[] = [];
  private n = 0;
  private blurIds = new Map<string, string>();

  id(tag: string): string {
    return `${tag}${(this.n++).toString(36)}`;
  }
  add(def: string): void {
    this.defs.push(def);
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${f3(o)}" stop-color="${hex(c)}"${a === undefined || a === 1 ? "" : ` stop-opacity="${f3(a)}"`}/>`)
      .join("");
  }
  /** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false): string {
    const id = this.id("l");
    const fmt = user ? f : f3;
    this.add(
      `<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient; fractions of the bounding box unless `user` is set. */
  rad(stops: Stop[], o: RadialOpts = {}): string {
    const id = this.id("r");
    const fmt = o.user ? f : f3;
    const cx = o.cx ?? 0.5;
    const cy = o.cy ?? 0.5;
    const attrs = [
      `cx="${fmt(cx)}"`,
      `cy="${fmt(cy)}"`,
      `r="${fmt(o.r ?? 0.5)}"`,
      o.fx !== undefined ? `fx="${fmt(o.fx)}"` : "",
      o.fy !== undefined ? `fy="${fmt(o.fy)}"` : "",
      o.user ? 'gradientUnits="userSpaceOnUse"' : "",
      o.transform ? `gradientTransform="${o.transform}"` : "",
    ]
      .filter(Boolean)
      .join(" ");
    this.add(`<radialGradient id="${id}" ${attrs}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(content: string): string {
    const id = this.id("c");
    this.add(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }
  /** A gaussian blur filter, shared per radius. */
  blur(sd: number): string {
    const key = f3(sd);
    let id = this.blurIds.get(key);
    if (!id) {
      id = this.id("b");
      this.blurIds.set(key, id);
      this.add(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
    }
    return `url(#${id})`;
  }
  /** A soft drop shadow falling to the lower right (light from the upper left). */
  dropShadow(sd: number, dx: number, dy: number, opacity: number): string {
    const id = this.id("d");
    this.add(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${f3(sd)}"/>` +
        `<feOffset dx="${f(dx)}" dy="${f(dy)}" result="o"/>` +
        `<feFlood flood-color="#4a3324" flood-opacity="${f3(opacity)}"/>` +
        `<feComposite in2="o" operator="in" result="s"/>` +
        `<feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }
  wrap(w: number, h: number, outW: number, outH: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

/* ------------------------------------------------------------------------------------------------
 * Geometry helpers
 * ---------------------------------------------------------------------------------------------- */

type Profile = [y: number, r: number][];

/** Monotone cubic (Fritsch-Carlson) interpolation of r over y; points must have increasing y. */
function interp(points: Profile): (y: number) => number {
  const n = points.length;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const d: number[] = [];
  for (let i = 0; i < n - 1; i++) d.push((ys[i + 1] - ys[i]) / (xs[i + 1] - xs[i]));
  const m: number[] = new Array<number>(n).fill(0);
  m[0] = d[0] ?? 0;
  m[n - 1] = d[n - 2] ?? 0;
  for (let i = 1; i < n - 1; i++) m[i] = d[i - 1] * d[i] <= 0 ? 0 : (d[i - 1] + d[i]) / 2;
  for (let i = 0; i < n - 1; i++) {
    if (d[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i] / d[i];
    const b = m[i + 1] / d[i];
    const s = a * a + b * b;
    if (s > 9) {
      const t = 3 / Math.sqrt(s);
      m[i] = t * a * d[i];
      m[i + 1] = t * b * d[i];
    }
  }
  return (y: number) => {
    if (y <= xs[0]) return ys[0];
    if (y >= xs[n - 1]) return ys[n - 1];
    let i = 0;
    while (i < n - 2 && y > xs[i + 1]) i++;
    const h = xs[i + 1] - xs[i];
    const t = (y - xs[i]) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i] + (t3 - 2 * t2 + t) * h * m[i] + (-2 * t3 + 3 * t2) * ys[i + 1] + (t3 - t2) * h * m[i + 1]
    );
  };
}

function samples(y0: number, y1: number, step = 6): number[] {
  const n = Math.max(2, Math.ceil(Math.abs(y1 - y0) / step) + 1);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(y0 + ((y1 - y0) * i) / (n - 1));
  return out;
}

/**
 * Silhouette of a surface of revolution between heights y0 and y1 (y up, screen y = -y), seen
 * slightly from above: both sides, the front half of the bottom ellipse and the back half of the top.
 */
function lathePath(r: (y: number) => number, y0: number, y1: number, k: number, scaleR = 1): string {
  const ys = samples(y0, y1);
  const left = [...ys].reverse().map((y) => `${f(-r(y) * scaleR)},${f(-y)}`);
  const right = ys.map((y) => `${f(r(y) * scaleR)},${f(-y)}`);
  const r0 = r(y0) * scaleR;
  const r1 = r(y1) * scaleR;
  return (
    `M${left[0]}L${left.join("L")}` +
    `A${f(r0)} ${f(r0 * k)} 0 0 0 ${f(r0)},${f(-y0)}` +
    `L${right.join("L")}` +
    `A${f(r1)} ${f(r1 * k)} 0 0 0 ${f(-r1)},${f(-y1)}Z`
  );
}

/** A vertical strip following the profile, between fractions a and b of the radius (negative = right). */
function stripPath(r: (y: number) => number, y0: number, y1: number, a: number, b: number): string {
  const ys = samples(y0, y1);
  const p1 = [...ys].reverse().map((y) => `${f(-r(y) * a)},${f(-y)}`);
  const p2 = ys.map((y) => `${f(-r(y) * b)},${f(-y)}`);
  return `M${p1.join("L")}L${p2.join("L")}Z`;
}

/** A band wrapping the front of a body of revolution between heights y0 < y1, over ±span radians. */
function bandPath(r: (y: number) => number, y0: number, y1: number, k: number, span: number): string {
  const pts: string[] = [];
  const steps = 18;
  for (let i = 0; i <= steps; i++) {
    const t = -span + (2 * span * i) / steps;
    pts.push(`${f(r(y1) * Math.sin(t))},${f(-y1 + r(y1) * k * Math.cos(t))}`);
  }
  for (let i = steps; i >= 0; i--) {
    const t = -span + (2 * span * i) / steps;
    pts.push(`${f(r(y0) * Math.sin(t))},${f(-y0 + r(y0) * k * Math.cos(t))}`);
  }
  return `M${pts.join("L")}Z`;
}

/** Teardrop with its round bottom resting at (x, y) and its point at y - h. */
function teardrop(x: number, y: number, w: number, h: number): string {
  const cy = y - w;
  return (
    `M${f(x)},${f(y - h)}` +
    `C${f(x + w * 0.45)},${f(y - h * 0.62)} ${f(x + w)},${f(y - h * 0.38)} ${f(x + w)},${f(cy)}` +
    `A${f(w)} ${f(w)} 0 0 1 ${f(x - w)},${f(cy)}` +
    `C${f(x - w)},${f(y - h * 0.38)} ${f(x - w * 0.45)},${f(y - h * 0.62)} ${f(x)},${f(y - h)}Z`
  );
}

/** A tiny stylised flame, used as the emblem on labels and seals (no text anywhere). */
function emblem(x: number, y: number, size: number, color: string, opacity = 0.9): string {
  const h = size * 0.8;
  const w = size * 0.17;
  const c = hex(color);
  const yb = y + size * 0.32;
  return (
    `<path d="M${f(x)},${f(yb - h)}C${f(x + w * 1.6)},${f(yb - h * 0.55)} ${f(x + w * 1.3)},${f(yb)} ${f(x)},${f(yb)}C${f(x - w * 1.3)},${f(yb)} ${f(x - w * 1.4)},${f(yb - h * 0.45)} ${f(x - w * 0.2)},${f(yb - h * 0.62)}C${f(x - w * 0.2)},${f(yb - h * 0.4)} ${f(x + w * 0.3)},${f(yb - h * 0.3)} ${f(x + w * 0.25)},${f(yb - h * 0.6)}C${f(x + w * 0.2)},${f(yb - h * 0.75)} ${f(x)},${f(yb - h * 0.85)} ${f(x)},${f(yb - h)}Z" fill="${c}" opacity="${f3(opacity)}"/>` +
    `<rect x="${f(x - size * 0.42)}" y="${f(yb + size * 0.1)}" width="${f(size * 0.84)}" height="${f(Math.max(0.8, size * 0.035))}" fill="${c}" opacity="${f3(opacity * 0.7)}"/>`
  );
}

/* ------------------------------------------------------------------------------------------------
 * Materials
 * ---------------------------------------------------------------------------------------------- */

interface Material {
  glass: boolean;
  color: string;
  /** Glass: opacity of the back wall and of the front wall. */
  backA: number;
  frontA: number;
  speckle: boolean;
}

/** How each finish renders: tint, opacity of the back and front walls, and stone speckles. */
const MATERIALS: Record<CandleArt["finish"], Material> = {
  "clear-glass": { glass: true, color: "#c9d6d2", backA: 0.12, frontA: 0.2, speckle: false },
  "amber-glass": { glass: true, color: "#9b5a1f", backA: 0.34, frontA: 0.46, speckle: false },
  "smoke-glass": { glass: true, color: "#3d3834", backA: 0.36, frontA: 0.48, speckle: false },
  "ceramic-cream": { glass: false, color: "#ebe2d3", backA: 1, frontA: 1, speckle: false },
  "ceramic-terracotta": { glass: false, color: "#b0603e", backA: 1, frontA: 1, speckle: false },
  "ceramic-noir": { glass: false, color: "#302b28", backA: 1, frontA: 1, speckle: false },
  stone: { glass: false, color: "#bab1a4", backA: 1, frontA: 1, speckle: true },
};

function material(finish: CandleArt["finish"]): Material {
  return MATERIALS[finish] ?? MATERIALS["clear-glass"];
}

/** Matte, opaque shading of a round body lit from the left. */
function opaqueShade(doc: Doc, c: string): string {
  const dark = luminance(c) < 0.25;
  return doc.lin([
    [0, darken(c, 0.3)],
    [0.1, mix(c, lighten(c, dark ? 0.16 : 0.1), 0.6)],
    [0.27, lighten(c, dark ? 0.2 : 0.14)],
    [0.55, c],
    [0.84, darken(c, 0.2)],
    [1, darken(c, 0.38)],
  ]);
}

function waxShade(doc: Doc, wax: string): string {
  return doc.lin([
    [0, darken(wax, 0.24)],
    [0.16, lighten(wax, 0.12)],
    [0.45, wax],
    [0.82, darken(wax, 0.14)],
    [1, darken(wax, 0.3)],
  ]);
}

/** Speckle pattern for stone, deterministic. */
function specklePattern(doc: Doc, base: string, seed: number): string {
  const id = doc.id("p");
  const rnd = prng(seed);
  let dots = "";
  for (let i = 0; i < 46; i++) {
    const x = rnd() * 90;
    const y = rnd() * 90;
    const r = 0.6 + rnd() * 1.6;
    const c = rnd() < 0.7 ? darken(base, 0.35 + rnd() * 0.3) : lighten(base, 0.5);
    dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}" opacity="${f3(0.35 + rnd() * 0.4)}"/>`;
  }
  doc.add(`<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse">${dots}</pattern>`);
  return `url(#${id})`;
}

/* ------------------------------------------------------------------------------------------------
 * Candle
 * ---------------------------------------------------------------------------------------------- */

interface Flame {
  x: number;
  y: number;
  s: number;
}

interface Placement {
  cx: number;
  baseY: number;
  s: number;
  lit: boolean;
  /** Jar only: lid set aside on the table (lit view). Otherwise the lid is on unless `lidOff`. */
  lidAside?: boolean;
  lidOff?: boolean;
}

interface Drawn {
  /** Shadows and body, in page coordinates. */
  svg: string;
  /** Flame anchor points (wick tips) in page coordinates, with the local scale. */
  flames: Flame[];
}

/** Bounding size of each vessel in local units (x: full width, y: height incl. lid). */
const DIMS: Record<CandleArt["vessel"], { w: number; h: number }> = {
  tumbler: { w: 240, h: 300 },
  jar: { w: 268, h: 296 },
  bowl: { w: 448, h: 152 },
  star: { w: 400, h: 150 },
  pillar: { w: 200, h: 360 },
  amphora: { w: 336, h: 380 },
  coupe: { w: 384, h: 250 },
};

function fitScale(art: CandleArt, maxH: number, maxW: number): number {
  const d = DIMS[art.vessel] ?? DIMS.tumbler;
  return Math.min(maxH / d.h, maxW / d.w);
}

const K = 0.19; // ellipse ratio: the camera looks slightly down on the table

function wickCount(art: CandleArt): number {
  const n = Math.round(art.wicks ?? 1);
  if (art.vessel === "bowl") return Math.max(2, Math.min(3, n || 2));
  return Math.max(1, Math.min(3, n));
}

/** Wick positions on a wax surface of radius rIn at height y: [x, screenY] sorted back to front. */
function wickSpots(n: number, rIn: number, y: number, k: number): [number, number][] {
  if (n <= 1) return [[0, -y]];
  if (n === 2) return [
    [-rIn * 0.42, -y],
    [rIn * 0.42, -y],
  ];
  const pts: [number, number][] = [];
  for (let i = 0; i < 3; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    pts.push([Math.cos(a) * rIn * 0.5, -y + Math.sin(a) * rIn * 0.5 * k]);
  }
  return pts.sort((p, q) => p[1] - q[1]);
}

function wickSvg(x: number, y: number, wax: string, lit: boolean): string {
  const len = lit ? 14 : 22;
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="2.2" fill="${darken(wax, 0.18)}" opacity="0.7"/>` +
    `<path d="M${f(x)},${f(y)}q1,${f(-len * 0.55)} ${f(lit ? 1.5 : 4)},${f(-len)}" stroke="#2a211c" stroke-width="3.2" stroke-linecap="round" fill="none"/>` +
    (lit ? `<circle cx="${f(x + 1.5)}" cy="${f(y - len)}" r="2.6" fill="#ff8a3a"/>` : "")
  );
}

/** The wax surface seen from above, with wicks and, when lit, melt pools. */
function waxTopSvg(doc: Doc, wax: string, rIn: number, y: number, k: number, wicks: [number, number][], lit: boolean): string {
  let s =
    `<ellipse cx="0" cy="${f(-y)}" rx="${f(rIn)}" ry="${f(rIn * k)}" fill="${doc.lin(
      [
        [0, darken(wax, 0.1)],
        [0.55, lighten(wax, 0.04)],
        [1, lighten(wax, 0.14)],
      ],
      0,
      0,
      0,
      1,
    )}"/>` +
    `<ellipse cx="0" cy="${f(-y)}" rx="${f(rIn)}" ry="${f(rIn * k)}" fill="none" stroke="${darken(wax, 0.2)}" stroke-opacity="0.45" stroke-width="1.4"/>`;
  if (lit) {
    const pr = wicks.length > 1 ? rIn * 0.34 : rIn * 0.62;
    for (const [x, wy] of wicks) {
      s += `<ellipse cx="${f(x)}" cy="${f(wy)}" rx="${f(pr)}" ry="${f(pr * k)}" fill="${doc.rad([
        [0, mix(lighten(wax, 0.3), "#ffc26b", 0.45), 0.95],
        [0.6, mix(wax, "#ffb259", 0.25), 0.55],
        [1, wax, 0],
      ])}"/>`;
    }
  }
  for (const [x, wy] of wicks) s += wickSvg(x, wy, wax, lit);
  return s;
}

/** Label band wrapping the front of a body, with a small flame emblem. */
function labelBand(doc: Doc, r: (y: number) => number, y0: number, y1: number, k: number, color: string, span = 0.95): string {
  const c = hex(color);
  const ink = luminance(c) < 0.55 ? lighten(c, 0.7) : darken(c, 0.55);
  const path = bandPath((y) => r(y) + 1.5, y0, y1, k, span);
  const mid = (y0 + y1) / 2;
  const rr = r(mid) + 1.5;
  const cy = -mid + rr * k;
  const hgt = y1 - y0;
  return (
    `<path d="${path}" fill="${c}"/>` +
    `<path d="${path}" fill="${doc.lin([
      [0, "#000000", 0.35],
      [0.22, "#ffffff", 0.14],
      [0.5, "#ffffff", 0.02],
      [0.85, "#000000", 0.18],
      [1, "#000000", 0.4],
    ])}"/>` +
    `<path d="${bandPath((y) => r(y) + 1.6, y1 - hgt * 0.12, y1 - hgt * 0.1, k, span * 0.8)}" fill="${ink}" opacity="0.55"/>` +
    `<path d="${bandPath((y) => r(y) + 1.6, y0 + hgt * 0.1, y0 + hgt * 0.12, k, span * 0.8)}" fill="${ink}" opacity="0.55"/>` +
    emblem(0, cy, hgt * 0.38, ink, 0.85)
  );
}

/** A round seal in the label colour. */
function seal(doc: Doc, x: number, y: number, r: number, color: string): string {
  const c = hex(color);
  const ink = luminance(c) < 0.55 ? lighten(c, 0.7) : darken(c, 0.55);
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.9)}" ry="${f(r)}" fill="${doc.rad(
      [
        [0, lighten(c, 0.18)],
        [0.7, c],
        [1, darken(c, 0.25)],
      ],
      { fx: 0.35, fy: 0.3 },
    )}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.72)}" ry="${f(r * 0.8)}" fill="none" stroke="${ink}" stroke-opacity="0.6" stroke-width="${f(r * 0.06)}"/>` +
    emblem(x, y, r * 0.8, ink, 0.85)
  );
}

interface LatheSpec {
  profile: Profile;
  wall: number;
  waxBottom: number;
  waxTop: number;
  /** Glass: thickness of the solid base. */
  base?: number;
}

interface LatheOut {
  svg: string;
  wicks: [number, number][];
  r: (y: number) => number;
  top: number;
}

/** Draws a vessel of revolution (glass or opaque) with its wax. */
function drawLathe(doc: Doc, art: CandleArt, spec: LatheSpec, lit: boolean, seed: number): LatheOut {
  const mat = material(art.finish);
  const wax = hex(art.wax);
  const r = interp(spec.profile);
  const top = spec.profile[spec.profile.length - 1][0];
  const y0 = spec.profile[0][0];
  const rTop = r(top);
  const rIn = (y: number) => Math.max(2, r(y) - spec.wall);
  const sil = lathePath(r, y0, top, K);
  const waxBody = lathePath(rIn, spec.waxBottom, spec.waxTop, K);
  const wicks = wickSpots(wickCount(art), rIn(spec.waxTop), spec.waxTop, K);
  let s = "";

  if (mat.glass) {
    const t = mat.color;
    // back wall and whatever is seen through the glass
    s += `<path d="${sil}" fill="${t}" fill-opacity="${f3(mat.backA)}"/>`;
    // inner opening: the back of the rim
    s += `<ellipse cx="0" cy="${f(-top)}" rx="${f(rIn(top))}" ry="${f(rIn(top) * K)}" fill="${darken(t, 0.2)}" fill-opacity="${f3(mat.backA * 0.6)}"/>`;
    // wax
    s += `<path d="${waxBody}" fill="${waxShade(doc, wax)}"/>`;
    if (lit) {
      s += `<path d="${waxBody}" fill="${doc.rad(
        [
          [0, "#ffc46e", 0.55],
          [0.5, "#ffae55", 0.2],
          [1, "#ff9a40", 0],
        ],
        { user: true, cx: 0, cy: -spec.waxTop, r: rIn(spec.waxTop) * 1.6 },
      )}"/>`;
    }
    s += waxTopSvg(doc, wax, rIn(spec.waxTop), spec.waxTop, K, wicks, lit);
    // front wall: tint stronger at the edges (fresnel)
    s += `<path d="${sil}" fill="${doc.lin([
      [0, darken(t, 0.25), Math.min(1, mat.frontA * 2.2)],
      [0.1, t, mat.frontA * 0.9],
      [0.3, lighten(t, 0.2), mat.frontA * 0.5],
      [0.6, t, mat.frontA * 0.7],
      [0.9, darken(t, 0.15), mat.frontA * 1.3],
      [1, darken(t, 0.35), Math.min(1, mat.frontA * 2.4)],
    ])}"/>`;
    // thick glass base
    const base = spec.base ?? 0;
    if (base > 0) {
      s += `<path d="${lathePath(r, y0, y0 + base, K)}" fill="${darken(t, 0.1)}" fill-opacity="${f3(Math.min(0.8, mat.frontA + 0.18))}"/>`;
      const rb = r(y0 + base) - spec.wall;
      s += `<path d="M${f(-rb)},${f(-(y0 + base))}A${f(rb)} ${f(rb * K)} 0 0 0 ${f(rb)},${f(-(y0 + base))}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2"/>`;
    }
    if (lit) {
      s += `<path d="${sil}" fill="${doc.rad(
        [
          [0, "#ffcf86", 0.4],
          [0.55, "#ffb35e", 0.14],
          [1, "#ff9f4a", 0],
        ],
        { user: true, cx: 0, cy: -spec.waxTop - 30, r: Math.max(rTop, r(spec.waxTop)) * 1.5 },
      )}"/>`;
    }
    // specular highlights, light from the upper left
    const hi = doc.lin(
      [
        [0, "#ffffff", 0],
        [0.18, "#ffffff", 0.62],
        [0.75, "#ffffff", 0.42],
        [1, "#ffffff", 0],
      ],
      0,
      0,
      0,
      1,
    );
    const h0 = y0 + (top - y0) * 0.07;
    const h1 = y0 + (top - y0) * 0.93;
    s += `<path d="${stripPath(r, h0, h1, 0.84, 0.66)}" fill="${hi}"/>`;
    s += `<path d="${stripPath(r, h0 + (top - y0) * 0.1, h1 - (top - y0) * 0.12, 0.57, 0.52)}" fill="${hi}" opacity="0.45"/>`;
    s += `<path d="${stripPath(r, h0 + (top - y0) * 0.05, h1, -0.86, -0.92)}" fill="${hi}" opacity="0.35"/>`;
    // outline and rim
    s += `<path d="${sil}" fill="none" stroke="${darken(t, 0.35)}" stroke-opacity="0.35" stroke-width="1.6"/>`;
    s += `<ellipse cx="0" cy="${f(-top)}" rx="${f(rTop)}" ry="${f(rTop * K)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2.4"/>`;
    s += `<ellipse cx="0" cy="${f(-top)}" rx="${f(rIn(top))}" ry="${f(rIn(top) * K)}" fill="none" stroke="${darken(t, 0.3)}" stroke-opacity="0.35" stroke-width="1.4"/>`;
    s += `<path d="M${f(-rTop)},${f(-top)}A${f(rTop)} ${f(rTop * K)} 0 0 0 ${f(rTop)},${f(-top)}" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="2.4"/>`;
  } else {
    const c = mat.color;
    s += `<path d="${sil}" fill="${opaqueShade(doc, c)}"/>`;
    if (mat.speckle) s += `<path d="${sil}" fill="${specklePattern(doc, c, seed)}"/>`;
    // ambient occlusion toward the table, soft light toward the top
    s += `<path d="${sil}" fill="${doc.lin(
      [
        [0, "#fffaf2", 0.1],
        [0.35, "#fffaf2", 0],
        [0.78, "#1c130d", 0],
        [1, "#1c130d", 0.22],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    // opening: inner wall then wax, clipped to the rim
    const ri = rIn(top);
    const open = `<ellipse cx="0" cy="${f(-top)}" rx="${f(ri)}" ry="${f(ri * K)}"/>`;
    s += `<ellipse cx="0" cy="${f(-top)}" rx="${f(rTop)}" ry="${f(rTop * K)}" fill="${lighten(c, 0.12)}"/>`;
    s += `<ellipse cx="0" cy="${f(-top)}" rx="${f(ri)}" ry="${f(ri * K)}" fill="${doc.lin([
      [0, darken(c, 0.45)],
      [0.6, darken(c, 0.2)],
      [1, mix(c, lighten(c, 0.2), 0.5)],
    ])}"/>`;
    const clip = doc.clip(open);
    let inner = waxTopSvg(doc, wax, rIn(spec.waxTop), spec.waxTop, K, wicks, lit);
    // shadow of the rim on the wax, upper left
    inner += `<ellipse cx="${f(-ri * 0.1)}" cy="${f(-top - ri * K * 0.7)}" rx="${f(ri * 1.05)}" ry="${f(ri * K * 1.1)}" fill="#1c130d" opacity="0.14"/>`;
    if (lit) {
      inner += `<ellipse cx="0" cy="${f(-top)}" rx="${f(ri)}" ry="${f(ri * K)}" fill="${doc.rad([
        [0, "#ffc77a", 0.35],
        [1, "#ff9f4a", 0.05],
      ])}"/>`;
    }
    s += `<g clip-path="${clip}">${inner}</g>`;
    s += `<path d="M${f(-rTop)},${f(-top)}A${f(rTop)} ${f(rTop * K)} 0 0 0 ${f(rTop)},${f(-top)}" fill="none" stroke="${lighten(c, 0.35)}" stroke-opacity="0.7" stroke-width="2"/>`;
    if (lit) {
      s += `<path d="${sil}" fill="${doc.rad(
        [
          [0, "#ffc070", 0.22],
          [1, "#ff9f4a", 0],
        ],
        { user: true, cx: 0, cy: -top - 20, r: rTop * 1.3 },
      )}"/>`;
    }
  }
  return { svg: s, wicks, r, top };
}

/** Lid as a short cylinder; `x, y` is the centre of its bottom face. */
function lidSvg(doc: Doc, art: CandleArt, x: number, y: number, r: number, h: number): string {
  const mat = material(art.finish);
  const c = mat.glass ? "#a87d54" : mat.color; // glass jars get a turned-wood lid
  const side = `M${f(x - r)},${f(y - h)}L${f(x - r)},${f(y)}A${f(r)} ${f(r * K)} 0 0 0 ${f(x + r)},${f(y)}L${f(x + r)},${f(y - h)}Z`;
  let s = `<path d="${side}" fill="${opaqueShade(doc, c)}"/>`;
  if (mat.glass) {
    for (let i = 1; i < 4; i++) {
      const yy = y - (h * i) / 4;
      s += `<path d="M${f(x - r)},${f(yy)}A${f(r)} ${f(r * K)} 0 0 0 ${f(x + r)},${f(yy)}" fill="none" stroke="${darken(c, 0.3)}" stroke-opacity="0.25" stroke-width="1"/>`;
    }
  }
  if (mat.speckle) s += `<path d="${side}" fill="${specklePattern(doc, c, 7)}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(r)}" ry="${f(r * K)}" fill="${doc.lin(
    [
      [0, lighten(c, 0.22)],
      [0.6, lighten(c, 0.08)],
      [1, darken(c, 0.08)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  if (mat.glass) {
    s += `<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(r * 0.6)}" ry="${f(r * 0.6 * K)}" fill="none" stroke="${darken(c, 0.25)}" stroke-opacity="0.3" stroke-width="1.2"/>`;
    s += `<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(r * 0.3)}" ry="${f(r * 0.3 * K)}" fill="none" stroke="${darken(c, 0.25)}" stroke-opacity="0.25" stroke-width="1.2"/>`;
  }
  // small knob
  const kr = r * 0.16;
  s += `<path d="M${f(x - kr)},${f(y - h - 10)}L${f(x - kr)},${f(y - h)}A${f(kr)} ${f(kr * K)} 0 0 0 ${f(x + kr)},${f(y - h)}L${f(x + kr)},${f(y - h - 10)}Z" fill="${opaqueShade(doc, darken(c, 0.05))}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(y - h - 10)}" rx="${f(kr)}" ry="${f(kr * K)}" fill="${lighten(c, 0.2)}"/>`;
  s += `<path d="M${f(x - r)},${f(y - h)}A${f(r)} ${f(r * K)} 0 0 0 ${f(x + r)},${f(y - h)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.6"/>`;
  return s;
}

/** Soft contact shadow and cast shadow toward the lower right, in local coordinates. */
function shadowsSvg(doc: Doc, baseR: number, width: number, glass: string | null): string {
  let s =
    `<ellipse cx="${f(width * 0.34)}" cy="${f(-baseR * K * 0.2)}" rx="${f(width * 0.78)}" ry="${f(Math.max(22, baseR * K * 2.2))}" fill="${doc.rad(
      [
        [0, "#4a3324", 0.34],
        [0.55, "#4a3324", 0.14],
        [1, "#4a3324", 0],
      ],
      { fx: 0.3, cx: 0.42 },
    )}"/>` +
    `<ellipse cx="${f(baseR * 0.06)}" cy="${f(baseR * K * 0.25)}" rx="${f(baseR * 1.18)}" ry="${f(baseR * K * 1.55 + 5)}" fill="${doc.rad([
      [0, "#2e1f15", 0.5],
      [0.7, "#2e1f15", 0.22],
      [1, "#2e1f15", 0],
    ])}"/>`;
  if (glass) {
    // a warm caustic: light focused through the glass onto the table
    s += `<ellipse cx="${f(width * 0.42)}" cy="${f(baseR * K * 0.4)}" rx="${f(width * 0.26)}" ry="${f(Math.max(8, baseR * K * 0.8))}" fill="${doc.rad([
      [0, lighten(glass, 0.5), 0.4],
      [1, glass, 0],
    ])}"/>`;
  }
  return s;
}

const PROFILES: Record<"tumbler" | "jar" | "bowl" | "amphora" | "coupe", LatheSpec> = {
  tumbler: { profile: [[0, 117], [300, 120]], wall: 9, waxBottom: 26, waxTop: 226, base: 26 },
  jar: {
    profile: [[0, 106], [12, 124], [45, 134], [165, 134], [200, 124], [222, 106], [234, 100], [248, 100]],
    wall: 8,
    waxBottom: 14,
    waxTop: 212,
    base: 14,
  },
  bowl: {
    profile: [[0, 96], [10, 114], [45, 168], [95, 206], [138, 222], [152, 224]],
    wall: 10,
    waxBottom: 16,
    waxTop: 126,
    base: 14,
  },
  amphora: {
    profile: [[0, 88], [22, 136], [85, 168], [150, 158], [215, 112], [262, 64], [300, 50], [360, 48], [380, 54]],
    wall: 7,
    waxBottom: 18,
    waxTop: 150,
    base: 18,
  },
  coupe: {
    profile: [[0, 92], [5, 92], [9, 26], [16, 10], [148, 10], [158, 24], [172, 74], [192, 132], [218, 172], [238, 188], [250, 192]],
    wall: 6,
    waxBottom: 162,
    waxTop: 226,
  },
};

/** Draws one candle (shadows, vessel, wax, label) at a placement; flames are returned, not drawn. */
function drawCandle(doc: Doc, art: CandleArt, p: Placement): Drawn {
  const seed = artSeed(art);
  const mat = material(art.finish);
  const wax = hex(art.wax);
  const label = hex(art.labelColor);
  const dims = DIMS[art.vessel] ?? DIMS.tumbler;
  let body = "";
  let wicks: [number, number][] = [];
  let baseR = dims.w / 2;
  let back = "";
  const glassTint = mat.glass ? mat.color : null;

  switch (art.vessel) {
    case "pillar": {
      const r = interp([[0, 100], [330, 100], [346, 98], [356, 93]]);
      const top = 356;
      const sil = lathePath(r, 0, top, K);
      body += `<path d="${sil}" fill="${waxShade(doc, wax)}"/>`;
      // wax is translucent: light scatters just under the surface on the lit side and near the top
      body += `<path d="${sil}" fill="${doc.lin(
        [
          [0, "#fffaf2", p.lit ? 0.05 : 0.12],
          [0.3, "#fffaf2", 0],
          [0.8, "#1c130d", 0],
          [1, "#1c130d", 0.16],
        ],
        0,
        0,
        0,
        1,
      )}"/>`;
      if (p.lit) {
        body += `<path d="${sil}" fill="${doc.rad(
          [
            [0, "#ffc777", 0.6],
            [0.45, "#ffb057", 0.25],
            [1, "#ff9a40", 0],
          ],
          { user: true, cx: 0, cy: -top - 10, r: 230 },
        )}"/>`;
      }
      wicks = wickSpots(wickCount(art), 93, top, K);
      body += waxTopSvg(doc, wax, 93, top, K, wicks, p.lit);
      // soft rounded edge highlight
      body += `<path d="M-93,${-top}A93 ${f(93 * K)} 0 0 0 93,${-top}" fill="none" stroke="${lighten(wax, 0.4)}" stroke-opacity="0.6" stroke-width="3"/>`;
      body += labelBand(doc, (y) => r(y), 58, 128, K, label, 1.15);
      baseR = 100;
      break;
    }
    case "star": {
      const kS = 0.42;
      const dishSpec: LatheSpec = { profile: [[0, 160], [10, 176], [40, 192], [58, 196]], wall: 8, waxBottom: 10, waxTop: 12 };
      const dr = interp(dishSpec.profile);
      const dTop = 58;
      const rT = dr(dTop);
      const dSil = lathePath(dr, 0, dTop, kS);
      const dc = mat.glass ? mat.color : mat.color;
      // back of the dish and its interior
      if (mat.glass) body += `<path d="${dSil}" fill="${dc}" fill-opacity="${f3(mat.backA + 0.1)}"/>`;
      else body += `<path d="${dSil}" fill="${opaqueShade(doc, dc)}"/>`;
      body += `<ellipse cx="0" cy="${-dTop}" rx="${f(rT)}" ry="${f(rT * kS)}" fill="${mat.glass ? lighten(dc, 0.3) : darken(dc, 0.25)}" fill-opacity="${mat.glass ? 0.5 : 1}"/>`;
      body += `<ellipse cx="0" cy="${-dTop}" rx="${f(rT - 8)}" ry="${f((rT - 8) * kS)}" fill="${doc.lin([
        [0, darken(mat.glass ? dc : dc, 0.4)],
        [1, mat.glass ? lighten(dc, 0.2) : lighten(dc, 0.05)],
      ])}" fill-opacity="${mat.glass ? 0.35 : 1}"/>`;
      // the star prism
      const R = 150;
      const ri = 64;
      const yb = 18;
      const yt = 86;
      const pts: { x: number; z: number }[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + 0.22 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? R : ri;
        pts.push({ x: Math.cos(a) * rr, z: Math.sin(a) * rr });
      }
      const L = { x: -0.85, z: 0.4 };
      const faces: { z: number; d: string; shade: number }[] = [];
      for (let i = 0; i < 10; i++) {
        const a = pts[i];
        const b = pts[(i + 1) % 10];
        const nx = b.z - a.z;
        const nz = -(b.x - a.x);
        const len = Math.hypot(nx, nz) || 1;
        const n = { x: nx / len, z: nz / len };
        if (n.z <= 0.02) continue;
        const shade = Math.max(0, n.x * L.x + n.z * L.z);
        const d = `M${f(a.x)},${f(-yt + a.z * kS)}L${f(b.x)},${f(-yt + b.z * kS)}L${f(b.x)},${f(-yb + b.z * kS)}L${f(a.x)},${f(-yb + a.z * kS)}Z`;
        faces.push({ z: (a.z + b.z) / 2, d, shade });
      }
      faces.sort((u, v) => u.z - v.z);
      for (const fc of faces) {
        const c = mix(darken(wax, 0.42), lighten(wax, 0.16), fc.shade);
        body += `<path d="${fc.d}" fill="${c}" stroke="${c}" stroke-width="0.8" stroke-linejoin="round"/>`;
        body += `<path d="${fc.d}" fill="${doc.lin(
          [
            [0, "#fffaf2", 0.12],
            [1, "#1c130d", 0.22],
          ],
          0,
          0,
          0,
          1,
        )}"/>`;
      }
      const topD = `M${pts.map((q) => `${f(q.x)},${f(-yt + q.z * kS)}`).join("L")}Z`;
      body += `<path d="${topD}" fill="${doc.lin(
        [
          [0, lighten(wax, 0.2)],
          [0.5, lighten(wax, 0.06)],
          [1, darken(wax, 0.06)],
        ],
        0,
        0,
        1,
        1,
      )}" stroke="${lighten(wax, 0.35)}" stroke-width="2" stroke-linejoin="round"/>`;
      // inner bevel toward the points
      for (let i = 0; i < 10; i += 2) {
        const q = pts[i];
        body += `<path d="M0,${-yt}L${f(q.x)},${f(-yt + q.z * kS)}" stroke="${darken(wax, 0.1)}" stroke-opacity="0.25" stroke-width="1.4"/>`;
      }
      wicks = wickSpots(1, 60, yt, kS);
      if (p.lit) {
        body += `<ellipse cx="0" cy="${-yt}" rx="52" ry="${f(52 * kS)}" fill="${doc.rad([
          [0, mix(lighten(wax, 0.3), "#ffc26b", 0.45), 0.95],
          [1, wax, 0],
        ])}"/>`;
      }
      body += wickSvg(0, -yt, wax, p.lit);
      // front wall of the dish hides the lower part of the star
      const front =
        `M${f(-rT)},${-dTop}A${f(rT)} ${f(rT * kS)} 0 0 0 ${f(rT)},${-dTop}` +
        samples(dTop, 0)
          .map((y) => `L${f(dr(y))},${f(-y)}`)
          .join("") +
        `A${f(dr(0))} ${f(dr(0) * kS)} 0 0 1 ${f(-dr(0))},0` +
        samples(0, dTop)
          .map((y) => `L${f(-dr(y))},${f(-y)}`)
          .join("") +
        "Z";
      if (mat.glass) {
        body += `<path d="${front}" fill="${doc.lin([
          [0, darken(dc, 0.2), Math.min(1, mat.frontA * 2)],
          [0.3, lighten(dc, 0.2), mat.frontA * 0.6],
          [1, darken(dc, 0.3), Math.min(1, mat.frontA * 2)],
        ])}"/>`;
        body += `<path d="${stripPath(dr, 8, dTop - 6, 0.8, 0.6)}" fill="#ffffff" opacity="0.45"/>`;
      } else {
        body += `<path d="${front}" fill="${opaqueShade(doc, dc)}"/>`;
        if (mat.speckle) body += `<path d="${front}" fill="${specklePattern(doc, dc, seed)}"/>`;
        body += `<path d="${front}" fill="${doc.lin(
          [
            [0, "#fffaf2", 0.1],
            [0.6, "#1c130d", 0],
            [1, "#1c130d", 0.25],
          ],
          0,
          0,
          0,
          1,
        )}"/>`;
      }
      body += `<path d="M${f(-rT)},${-dTop}A${f(rT)} ${f(rT * kS)} 0 0 0 ${f(rT)},${-dTop}" fill="none" stroke="${mat.glass ? "#ffffff" : lighten(dc, 0.4)}" stroke-opacity="0.7" stroke-width="2.4"/>`;
      // gilded rim line for the limited edition
      body += `<path d="M${f(-rT + 3)},${-dTop + 2}A${f(rT - 3)} ${f((rT - 3) * kS)} 0 0 0 ${f(rT - 3)},${-dTop + 2}" fill="none" stroke="#c9a24a" stroke-opacity="0.8" stroke-width="2"/>`;
      body += seal(doc, 0, -dTop / 2 + rT * kS * 0.55, 17, label);
      if (p.lit) {
        body += `<path d="${topD}" fill="${doc.rad(
          [
            [0, "#ffc777", 0.45],
            [1, "#ff9a40", 0],
          ],
          { user: true, cx: 0, cy: -yt, r: 160 },
        )}"/>`;
      }
      baseR = dr(0);
      break;
    }
    default: {
      const kind = (art.vessel in PROFILES ? art.vessel : "tumbler") as keyof typeof PROFILES;
      const spec = PROFILES[kind];
      const out = drawLathe(doc, art, spec, p.lit, seed);
      body += out.svg;
      wicks = out.wicks;
      baseR = out.r(0);
      if (kind === "tumbler") body += labelBand(doc, out.r, 78, 150, K, label);
      if (kind === "jar") {
        body += labelBand(doc, out.r, 60, 122, K, label, 0.85);
        const lr = out.r(out.top) + 8;
        if (p.lidAside) {
          // lid resting on the table, behind and to the right
          const lx = 205;
          const ly = -46;
          back = `<g transform="translate(${lx},${ly})">${shadowsSvg(doc, lr, lr * 2, null)}${lidSvg(doc, art, 0, 0, lr, 40)}</g>`;
        } else if (!p.lidOff) {
          body += lidSvg(doc, art, 0, -out.top + 4, lr, 44);
          wicks = [];
        }
      }
      if (kind === "bowl") body += seal(doc, 0, -58 + out.r(58) * K, 20, label);
      if (kind === "coupe") {
        // the foot as a disc
        body += `<ellipse cx="0" cy="-5" rx="92" ry="${f(92 * K)}" fill="${mat.glass ? "#ffffff" : lighten(mat.color, 0.1)}" fill-opacity="${mat.glass ? 0.22 : 1}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"/>`;
        body += seal(doc, 0, -190 + out.r(190) * K * 0.9, 16, label);
      }
      if (kind === "amphora") {
        // a small tag tied around the neck
        const ny = 318;
        const nr = out.r(ny) + 1;
        const tagC = label;
        const ink = luminance(tagC) < 0.55 ? lighten(tagC, 0.7) : darken(tagC, 0.55);
        body += `<path d="M${f(-nr)},${-ny}A${f(nr)} ${f(nr * K)} 0 0 0 ${f(nr)},${-ny}" fill="none" stroke="${darken(tagC, 0.2)}" stroke-width="3"/>`;
        body += `<path d="M${f(nr * 0.3)},${f(-ny + nr * K)}q14,30 32,58" fill="none" stroke="${darken(tagC, 0.2)}" stroke-width="2"/>`;
        body += `<g transform="translate(${f(nr * 0.3 + 32)},${f(-ny + nr * K + 58)}) rotate(-12)">` +
          `<path d="M-20,0L-12,-10L12,-10L20,0L20,62L-20,62Z" fill="${doc.lin([
            [0, lighten(tagC, 0.12)],
            [1, darken(tagC, 0.15)],
          ])}"/>` +
          `<circle cx="0" cy="-2" r="3" fill="${darken(tagC, 0.4)}"/>` +
          emblem(0, 32, 22, ink, 0.85) +
          `</g>`;
      }
      break;
    }
  }

  const local = back + shadowsSvg(doc, baseR, dims.w, glassTint) + body;
  const svg = `<g transform="translate(${f(p.cx)},${f(p.baseY)}) scale(${f3(p.s)})">${local}</g>`;
  const flames: Flame[] = p.lit
    ? wicks.map(([x, y]) => ({ x: p.cx + (x + 1.5) * p.s, y: p.baseY + (y - 14) * p.s, s: p.s }))
    : [];
  return { svg, flames };
}

/* ------------------------------------------------------------------------------------------------
 * Flames, glows, backdrop
 * ---------------------------------------------------------------------------------------------- */

function flameSvg(doc: Doc, fl: Flame, seed: number): string {
  const rnd = prng(seed);
  const h = 74 * fl.s;
  const w = 13 * fl.s;
  const tilt = (rnd() - 0.5) * 6;
  const { x, y } = fl;
  const halo = doc.rad([
    [0, "#fff1c8", 0.7],
    [0.25, "#ffc56a", 0.32],
    [0.6, "#ffa24a", 0.1],
    [1, "#ff9040", 0],
  ]);
  const outer = doc.rad(
    [
      [0, "#fffef6"],
      [0.3, "#fff2be"],
      [0.58, "#ffc95e"],
      [0.85, "#f39032", 0.95],
      [1, "#d8641c", 0.75],
    ],
    { cx: 0.5, cy: 0.78, r: 0.75, fy: 0.85 },
  );
  return (
    `<circle cx="${f(x)}" cy="${f(y - h * 0.45)}" r="${f(h * 1.5)}" fill="${halo}"/>` +
    `<g transform="rotate(${f(tilt)} ${f(x)} ${f(y)})">` +
    `<path d="${teardrop(x, y, w, h)}" fill="${outer}" filter="${doc.blur(Math.max(0.6, 0.9 * fl.s))}"/>` +
    `<path d="${teardrop(x, y - w * 0.15, w * 0.5, h * 0.5)}" fill="#fffdf4" opacity="0.9"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - w * 0.55)}" rx="${f(w * 0.5)}" ry="${f(w * 0.38)}" fill="#7f9fe0" opacity="0.35"/>` +
    `</g>`
  );
}

/** Evening mood: darker toward the edges, warm glow around the flames. */
function eveningSvg(doc: Doc, W: number, H: number, flames: Flame[], glowR: number, strength = 1): string {
  if (flames.length === 0) return "";
  const mx = flames.reduce((a, q) => a + q.x, 0) / flames.length;
  const my = flames.reduce((a, q) => a + q.y, 0) / flames.length;
  let s = `<rect width="${W}" height="${H}" fill="${doc.rad(
    [
      [0, "#3a1f0c", 0.02],
      [0.3, "#3a1f0c", 0.14 * strength],
      [1, "#3a1f0c", 0.5 * strength],
    ],
    { user: true, cx: mx, cy: my, r: Math.max(W, H) * 0.95 },
  )}"/>`;
  for (const q of flames) {
    s += `<circle cx="${f(q.x)}" cy="${f(q.y)}" r="${f(glowR)}" fill="${doc.rad([
      [0, "#ffc36e", 0.5 / Math.sqrt(flames.length)],
      [0.35, "#ffa850", 0.22 / Math.sqrt(flames.length)],
      [1, "#ff9040", 0],
    ])}"/>`;
  }
  return s;
}

interface Tone {
  wall: string;
}

function backdrop(doc: Doc, W: number, H: number, horizon: number, tone: Tone, lightX = 0.12): string {
  const wallTop = tone.wall;
  const wallBottom = mix(tone.wall, "#cdbba5", 0.22);
  const tableTop = mix(tone.wall, "#cdbba5", 0.38);
  const tableBottom = mix(tone.wall, "#a8927a", 0.5);
  return (
    `<rect width="${W}" height="${f(horizon + 1)}" fill="${doc.lin(
      [
        [0, wallTop],
        [1, wallBottom],
      ],
      0,
      0,
      0,
      1,
    )}"/>` +
    // window light from the upper left
    `<rect width="${W}" height="${f(horizon)}" fill="${doc.rad(
      [
        [0, "#fffdf8", 0.6],
        [0.5, "#fffdf8", 0.18],
        [1, "#fffdf8", 0],
      ],
      { user: true, cx: W * lightX, cy: -H * 0.1, r: Math.max(W, H) * 0.85 },
    )}"/>` +
    // soft occlusion where the wall meets the table
    `<rect y="${f(horizon - H * 0.09)}" width="${W}" height="${f(H * 0.09)}" fill="${doc.lin(
      [
        [0, "#6b5644", 0],
        [1, "#6b5644", 0.1],
      ],
      0,
      0,
      0,
      1,
    )}"/>` +
    `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${doc.lin(
      [
        [0, tableTop],
        [1, tableBottom],
      ],
      0,
      0,
      0,
      1,
    )}"/>` +
    // light pooling on the table
    `<ellipse cx="${f(W * (lightX + 0.28))}" cy="${f(horizon + (H - horizon) * 0.3)}" rx="${f(W * 0.62)}" ry="${f((H - horizon) * 0.55)}" fill="${doc.rad([
      [0, "#fffaf2", 0.26],
      [1, "#fffaf2", 0],
    ])}"/>` +
    `<rect y="${f(horizon - 0.8)}" width="${W}" height="1.6" fill="#8a7460" opacity="0.18"/>` +
    `<rect y="${f(horizon + 1)}" width="${W}" height="2" fill="#fffaf2" opacity="0.35"/>` +
    // gentle vignette on the right and bottom
    `<rect width="${W}" height="${H}" fill="${doc.lin([
      [0, "#3a2a1e", 0],
      [0.7, "#3a2a1e", 0],
      [1, "#3a2a1e", 0.1],
    ])}"/>` +
    `<rect y="${f(H * 0.75)}" width="${W}" height="${f(H * 0.25)}" fill="${doc.lin(
      [
        [0, "#3a2a1e", 0],
        [1, "#3a2a1e", 0.08],
      ],
      0,
      0,
      0,
      1,
    )}"/>`
  );
}

/* ------------------------------------------------------------------------------------------------
 * Botanical accents (local coordinates, about 280 units wide, resting on the table at y = 0)
 * ---------------------------------------------------------------------------------------------- */

function bez(p0: number[], p1: number[], p2: number[], t: number): [number, number] {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

function accentSvg(doc: Doc, accent: CandleArt["accent"] | undefined, seed: number): string {
  const rnd = prng(seed ^ 0x9e3779b9);
  switch (accent) {
    case "eucalyptus": {
      const p0 = [-150, 14];
      const p1 = [-10, -30];
      const p2 = [150, -44];
      let s = `<path d="M${p0.join(",")}Q${p1.join(",")} ${p2.join(",")}" stroke="#7a7f62" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
      const tones = ["#a7b9a6", "#98ad99", "#b3c2ad", "#8fa48f"];
      for (let i = 0; i < 6; i++) {
        const t = 0.1 + i * 0.16;
        const [x, y] = bez(p0, p1, p2, t);
        const rr = 34 - i * 2.6;
        for (const side of [-1, 1]) {
          const lx = x + 4 * side;
          const ly = y + side * rr * 0.72;
          const c = tones[Math.floor(rnd() * tones.length)];
          const rot = f(side * 18 + (rnd() - 0.5) * 20);
          s += `<g transform="translate(${f(lx)},${f(ly)}) rotate(${rot})">` +
            `<ellipse rx="${f(rr)}" ry="${f(rr * 0.74)}" fill="${doc.lin([[0, lighten(c, 0.18)], [1, darken(c, 0.12)]], 0, 0, 1, 1)}"/>` +
            `<path d="M${f(-rr * 0.85)},0Q0,${f(-rr * 0.08)} ${f(rr * 0.85)},0" stroke="${lighten(c, 0.35)}" stroke-opacity="0.6" stroke-width="1.3" fill="none"/>` +
            `</g>`;
        }
      }
      return s;
    }
    case "rose": {
      let s = "";
      const petal = [
        doc.rad([[0, "#f6d0d3"], [0.65, "#e7a2ab"], [1, "#c9707f"]], { cy: 0.3, fy: 0.2 }),
        doc.rad([[0, "#f3c0c6"], [0.65, "#de8d99"], [1, "#b85c6d"]], { cy: 0.3, fy: 0.2 }),
      ];
      const spots: [number, number, number, number][] = [];
      for (let i = 0; i < 6; i++) spots.push([-120 + i * 48 + (rnd() - 0.5) * 30, (rnd() - 0.5) * 50, rnd() * 360, 0.8 + rnd() * 0.45]);
      spots.sort((a, b) => a[1] - b[1]);
      for (const [x, y, a, sc] of spots) {
        const d = "M0,0C-30,-8 -36,-48 -6,-58C0,-50 2,-50 8,-58C38,-46 30,-8 0,0Z";
        s += `<g transform="translate(${f(x)},${f(y)}) rotate(${f(a)}) scale(${f3(sc)},${f3(sc * 0.7)})">` +
          `<path d="${d}" fill="${petal[Math.floor(rnd() * 2)]}"/>` +
          `<path d="M-22,-40C-14,-52 12,-54 24,-42" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>` +
          `<path d="M0,-4L0,-36" stroke="#b5667a" stroke-opacity="0.25" stroke-width="1.2"/>` +
          `</g>`;
      }
      return s;
    }
    case "citrus": {
      const slice = (cx: number, cy: number, sc: number, rot: number) => {
        let g = `<g transform="translate(${f(cx)},${f(cy)}) scale(${f3(sc)},${f3(sc * 0.62)}) rotate(${f(rot)})">`;
        g += `<circle r="76" fill="${doc.rad([[0, "#f4d762"], [0.85, "#e9bd35"], [1, "#c99521"]])}"/>`;
        g += `<circle r="68" fill="#fbf3d6"/>`;
        const flesh = doc.rad([[0, "#fff3a8"], [0.6, "#f8de6a"], [1, "#efc53e"]]);
        for (let i = 0; i < 10; i++) {
          const a0 = ((i * 36 + 3) * Math.PI) / 180;
          const a1 = (((i + 1) * 36 - 3) * Math.PI) / 180;
          const r1 = 9;
          const r2 = 62;
          g += `<path d="M${f(Math.cos(a0) * r1)},${f(Math.sin(a0) * r1)}L${f(Math.cos(a0) * r2)},${f(Math.sin(a0) * r2)}A${r2} ${r2} 0 0 1 ${f(Math.cos(a1) * r2)},${f(Math.sin(a1) * r2)}L${f(Math.cos(a1) * r1)},${f(Math.sin(a1) * r1)}Z" fill="${flesh}"/>`;
          const am = (a0 + a1) / 2;
          g += `<ellipse cx="${f(Math.cos(am) * 40)}" cy="${f(Math.sin(am) * 40)}" rx="7" ry="2.4" transform="rotate(${f((am * 180) / Math.PI)} ${f(Math.cos(am) * 40)} ${f(Math.sin(am) * 40)})" fill="#fffbe0" opacity="0.7"/>`;
        }
        g += `<circle r="8" fill="#fdf6d8"/>`;
        g += `<path d="M-60,-30A68 68 0 0 1 -20,-64" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/>`;
        return g + "</g>";
      };
      return slice(70, -26, 0.8, 20) + slice(-40, 8, 1, 0);
    }
    case "cinnamon": {
      const stick = (x: number, y: number, a: number) => {
        const body = doc.lin(
          [
            [0, "#b0683e"],
            [0.3, "#c98352"],
            [0.65, "#8e4a28"],
            [1, "#66301a"],
          ],
          0,
          0,
          0,
          1,
        );
        let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(a)})">`;
        g += `<rect x="-118" y="-14" width="236" height="28" rx="11" fill="${body}"/>`;
        for (let i = 0; i < 3; i++) {
          const yy = -8 + i * 7;
          g += `<path d="M-110,${yy}L${f(60 + rnd() * 40)},${yy}" stroke="#5e2c16" stroke-opacity="0.3" stroke-width="1.2"/>`;
        }
        g += `<path d="M-108,-6L108,-6" stroke="#e2a677" stroke-opacity="0.35" stroke-width="2"/>`;
        g += `<ellipse cx="112" cy="0" rx="7" ry="14" fill="#7a3a1e"/>`;
        g += `<path d="M112,-9a6 8 0 1 1 -1 14a4 6 0 1 1 1 -9" stroke="#d09366" stroke-width="1.8" fill="none"/>`;
        return g + "</g>";
      };
      return stick(-4, -18, -10) + stick(10, 16, 4) + `<path d="M-30,-22C-40,6 -28,22 -18,30M-30,-22C-14,-10 -8,12 -18,30" stroke="#c8b594" stroke-width="3" fill="none" opacity="0.85"/>`;
    }
    case "cedar": {
      let s = "";
      // frond
      const stem: number[][] = [[-10, 12], [60, -12], [150, -44]];
      s += `<path d="M${stem[0].join(",")}Q${stem[1].join(",")} ${stem[2].join(",")}" stroke="#5b6a45" stroke-width="4" fill="none"/>`;
      for (let i = 0; i < 14; i++) {
        const t = 0.08 + i * 0.065;
        const [x, y] = bez(stem[0], stem[1], stem[2], t);
        for (const side of [-1, 1]) {
          const len = 34 - i * 1.4;
          const ang = -20 + side * 55 + (rnd() - 0.5) * 12;
          s += `<ellipse cx="${f(x + Math.cos((ang * Math.PI) / 180) * len * 0.5)}" cy="${f(y + Math.sin((ang * Math.PI) / 180) * len * 0.5)}" rx="${f(len * 0.5)}" ry="4" transform="rotate(${f(ang)} ${f(x + Math.cos((ang * Math.PI) / 180) * len * 0.5)} ${f(y + Math.sin((ang * Math.PI) / 180) * len * 0.5)})" fill="${i % 2 ? "#55704a" : "#6d8a5c"}"/>`;
        }
      }
      // cone lying on its side
      let cone = `<g transform="translate(-70,-6) rotate(-70)">`;
      cone += `<ellipse cx="0" cy="0" rx="40" ry="56" fill="${doc.rad([[0, "#9a6a40"], [1, "#5e3a20"]], { fx: 0.35, fy: 0.35 })}"/>`;
      for (let row = 0; row < 6; row++) {
        const yy = -44 + row * 17;
        const w = Math.sin(((row + 0.7) / 6.4) * Math.PI) * 36;
        const n = 3 + (row % 2);
        for (let j = 0; j < n; j++) {
          const xx = -w + ((j + 0.5) * 2 * w) / n;
          cone += `<path d="M${f(xx - 11)},${f(yy)}Q${f(xx)},${f(yy + 17)} ${f(xx + 11)},${f(yy)}Q${f(xx)},${f(yy + 6)} ${f(xx - 11)},${f(yy)}Z" fill="${row % 2 ? "#b07a48" : "#9c683c"}" stroke="#4e2f18" stroke-opacity="0.5" stroke-width="1"/>`;
        }
      }
      cone += `</g>`;
      return s + cone;
    }
    case "lavender": {
      let s = "";
      const stems: number[][] = [
        [-150, 24, 120, -48],
        [-140, 34, 140, -10],
        [-150, 40, 104, 30],
      ];
      const buds = ["#7d67b0", "#9a86c9", "#6a5699", "#8c78bd"];
      for (const [x0, y0, x1, y1] of stems) {
        s += `<path d="M${x0},${y0}L${x1},${y1}" stroke="#7f8e6c" stroke-width="3" stroke-linecap="round"/>`;
        const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
        for (let i = 0; i < 16; i++) {
          const t = 0.55 + (i / 16) * 0.47;
          const x = x0 + (x1 - x0) * t;
          const y = y0 + (y1 - y0) * t;
          const off = (i % 2 ? 1 : -1) * (5 + rnd() * 2);
          const nx = -Math.sin((ang * Math.PI) / 180) * off;
          const ny = Math.cos((ang * Math.PI) / 180) * off;
          s += `<ellipse cx="${f(x + nx)}" cy="${f(y + ny)}" rx="8" ry="5" transform="rotate(${f(ang + (i % 2 ? 30 : -30))} ${f(x + nx)} ${f(y + ny)})" fill="${buds[Math.floor(rnd() * 4)]}"/>`;
        }
        s += `<ellipse cx="${f(x0 + (x1 - x0) * 0.3)}" cy="${f(y0 + (y1 - y0) * 0.3 - 6)}" rx="16" ry="3" transform="rotate(${f(ang - 20)} ${f(x0 + (x1 - x0) * 0.3)} ${f(y0 + (y1 - y0) * 0.3 - 6)})" fill="#93a384"/>`;
      }
      return s;
    }
    case "fig": {
      const figD = "M0,-72C26,-72 64,-24 60,18C56,58 -56,58 -60,18C-64,-24 -26,-72 0,-72Z";
      let s = "";
      // a whole fig behind
      s += `<g transform="translate(70,-24) rotate(18) scale(0.82)">` +
        `<path d="${figD}" fill="${doc.rad([[0, "#8a5577"], [0.7, "#5a2f4a"], [1, "#3b1d30"]], { fx: 0.35, fy: 0.3 })}"/>` +
        `<rect x="-5" y="-86" width="10" height="18" rx="4" fill="#6b5a38"/>` +
        `<path d="M-36,-20C-30,-44 -16,-58 -6,-62" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" fill="none"/></g>`;
      // the halved fig
      s += `<g transform="translate(-50,8) rotate(-24) scale(1,0.8)">` +
        `<path d="${figD}" fill="#5e2f4b"/>` +
        `<path d="${figD}" transform="scale(0.9) translate(0,2)" fill="#efdcb8"/>` +
        `<path d="${figD}" transform="scale(0.66) translate(0,8)" fill="${doc.rad([[0, "#e07b7e"], [0.6, "#c44a5a"], [1, "#9c2e42"]])}"/>`;
      for (let i = 0; i < 34; i++) {
        const a = rnd() * Math.PI * 2;
        const rr = Math.sqrt(rnd()) * 30;
        const x = Math.cos(a) * rr;
        const y = 4 + Math.sin(a) * rr * 1.05;
        s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="2.4" ry="1.5" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})" fill="#f6dc93"/>`;
      }
      s += `<rect x="-4" y="-84" width="8" height="16" rx="3" fill="#6b5a38"/></g>`;
      return s;
    }
    case "pepper": {
      let s = "";
      const corns: [number, number, number, boolean][] = [];
      for (let i = 0; i < 22; i++) {
        const a = rnd() * Math.PI * 2;
        const rr = Math.sqrt(rnd());
        corns.push([Math.cos(a) * rr * 130, Math.sin(a) * rr * 38, 8 + rnd() * 3, rnd() < 0.3]);
      }
      corns.sort((a, b) => a[1] - b[1]);
      const black = doc.rad([[0, "#6a5a50"], [0.6, "#332a25"], [1, "#1b1512"]], { fx: 0.35, fy: 0.3 });
      const pink = doc.rad([[0, "#e09a94"], [0.6, "#b65a5a"], [1, "#7e3236"]], { fx: 0.35, fy: 0.3 });
      for (const [x, y, r, p] of corns) {
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${p ? pink : black}"/>`;
        s += `<path d="M${f(x - r * 0.5)},${f(y - r * 0.1)}q${f(r * 0.3)},${f(-r * 0.4)} ${f(r * 0.7)},${f(-r * 0.2)}" stroke="#000000" stroke-opacity="0.25" stroke-width="1" fill="none"/>`;
        s += `<circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.4)}" r="${f(r * 0.22)}" fill="#ffffff" opacity="0.35"/>`;
      }
      return s;
    }
    default: {
      // a small folded linen swatch with a wooden spoon of wax flakes
      const id = doc.id("p");
      doc.add(
        `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,1.5H6M1.5,0V6" stroke="#b9aa92" stroke-opacity="0.35" stroke-width="0.8"/></pattern>`,
      );
      const cloth = "M-150,10L-40,-40L130,-28L30,34Z";
      const fold = "M-150,10L30,34L36,46L-146,20Z";
      let s =
        `<path d="${cloth}" fill="${doc.lin([[0, "#ece3d4"], [1, "#d9ccb8"]], 0, 0, 1, 1)}"/>` +
        `<path d="${cloth}" fill="url(#${id})"/>` +
        `<path d="${fold}" fill="#cbbca5"/>` +
        `<path d="M-40,-40L130,-28" stroke="#fffaf2" stroke-opacity="0.5" stroke-width="2"/>`;
      // spoon
      s += `<g transform="translate(10,-6) rotate(-8)">` +
        `<rect x="-20" y="-5" width="150" height="10" rx="5" fill="${doc.lin([[0, "#c49a6c"], [1, "#8c6440"]], 0, 0, 0, 1)}"/>` +
        `<ellipse cx="-40" cy="0" rx="34" ry="22" fill="${doc.rad([[0, "#8c6440"], [1, "#c49a6c"]])}"/>`;
      for (let i = 0; i < 10; i++) {
        s += `<ellipse cx="${f(-40 + (rnd() - 0.5) * 40)}" cy="${f((rnd() - 0.5) * 22)}" rx="${f(5 + rnd() * 4)}" ry="${f(3 + rnd() * 2)}" transform="rotate(${f(rnd() * 180)})" fill="${rnd() < 0.5 ? "#f3ead9" : "#e9d8b8"}"/>`;
      }
      return s + "</g>";
    }
  }
}

function placeAccent(doc: Doc, accent: CandleArt["accent"] | undefined, seed: number, x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f3(s)})" filter="${doc.dropShadow(4, 7, 6, 0.3)}">` +
    accentSvg(doc, accent, seed) +
    `</g>`
  );
}

/* ------------------------------------------------------------------------------------------------
 * Public API
 * ---------------------------------------------------------------------------------------------- */

const PRODUCT_TONE: Tone = { wall: "#f7f3ee" };

/** Square SVG markup of one product view. `size` is the output pixel size (default 1200). */
export function productSvg(art: CandleArt, view: CandleView, size = 1200): string {
  const S = 1000;
  const doc = new Doc();
  const seed = artSeed(art, view);
  const lit = view === "lit";
  let out = "";
  if (view === "detail") {
    const horizon = S * 0.5;
    out += backdrop(doc, S, S, horizon, PRODUCT_TONE, 0.08);
    const s = fitScale(art, S * 0.5, S * 0.58) * 1.42;
    const d = DIMS[art.vessel] ?? DIMS.tumbler;
    const cx = S * 0.64 + Math.max(0, d.w * s - S * 0.62) * 0.3;
    const baseY = S * 0.97;
    const c = drawCandle(doc, art, { cx, baseY, s, lit: false, lidOff: true });
    out += c.svg;
    out += placeAccent(doc, art.accent, seed, S * 0.23, S * 0.86, 1.55);
  } else {
    const horizon = S * 0.62;
    out += backdrop(doc, S, S, horizon, PRODUCT_TONE);
    const s = fitScale(art, S * 0.5, S * 0.58);
    const lidAside = lit && art.vessel === "jar";
    const cx = lidAside ? S * 0.4 : S * 0.5;
    const c = drawCandle(doc, art, { cx, baseY: S * 0.8, s, lit, lidAside });
    out += c.svg;
    if (lit) {
      out += eveningSvg(doc, S, S, c.flames, S * 0.5);
      c.flames.forEach((fl, i) => (out += flameSvg(doc, fl, seed + i)));
    }
  }
  return doc.wrap(S, S, size, size, out);
}

async function toJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
}

/** JPEG, size×size. */
export async function renderProductImage(art: CandleArt, view: CandleView, size = 1200): Promise<Buffer> {
  return toJpeg(productSvg(art, view, size));
}

const HERO_TONES: { wall: string; lit: boolean; evening: number; accent: boolean }[] = [
  { wall: "#f4ede4", lit: true, evening: 0.7, accent: false },
  { wall: "#ece3d8", lit: false, evening: 0, accent: true },
  { wall: "#e9ddd0", lit: true, evening: 1.15, accent: false },
];

/** JPEG 1920×800: two to four candles on a long surface; the left side stays calm for the title. */
export async function renderHeroImage(arts: CandleArt[], variant: number): Promise<Buffer> {
  const W = 1920;
  const H = 800;
  const v = Math.abs(Math.floor(variant)) || 0;
  const tone = HERO_TONES[v % HERO_TONES.length];
  const list = arts.slice(0, 4);
  while (list.length < 2) list.push(DEFAULT_ART);
  const doc = new Doc();
  const rnd = prng(hashString(`hero|${v}|${list.map((a) => artSeed(a)).join(",")}`));
  const horizon = H * (0.58 + (v % 2) * 0.03);
  let out = backdrop(doc, W, H, horizon, { wall: tone.wall }, 0.62);

  // pack the candles into the right part of the frame, alternating depth
  const n = list.length;
  const regionL = W * 0.5;
  const regionR = W * 0.96;
  const maxH = H * (n > 3 ? 0.44 : 0.48);
  const scales = list.map((a, i) => {
    const depth = (i + v) % 2 === 1 ? 0.84 : 1;
    return fitScale(a, maxH * depth, ((regionR - regionL) / n) * 1.15 * depth);
  });
  const widths = list.map((a, i) => (DIMS[a.vessel] ?? DIMS.tumbler).w * scales[i]);
  const total = widths.reduce((a, b) => a + b, 0);
  const gap = Math.max(10, (regionR - regionL - total) / (n + 1));
  let x = regionL + gap * (0.6 + rnd() * 0.5);
  const placed = list.map((a, i) => {
    const cx = x + widths[i] / 2;
    x += widths[i] + gap;
    const back = (i + v) % 2 === 1;
    const baseY = back ? H * 0.8 : H * 0.87;
    return { a, cx, baseY, s: scales[i], back };
  });
  // back row first
  const order = [...placed].sort((p, q) => p.baseY - q.baseY);
  const flames: Flame[] = [];
  for (const p of order) {
    const c = drawCandle(doc, p.a, { cx: p.cx, baseY: p.baseY, s: p.s, lit: tone.lit, lidOff: tone.lit });
    out += c.svg;
    flames.push(...c.flames);
  }
  if (tone.accent) {
    const first = placed[0];
    out += placeAccent(doc, list[0].accent, hashString(`hero-accent|${v}`), Math.max(W * 0.5, first.cx - widths[0] * 0.5 - 40), H * 0.93, 0.9);
  }
  // calm, darker left side for the overlaid title
  out += `<rect width="${W}" height="${H}" fill="${doc.lin([
    [0, "#3a281b", 0.46],
    [0.3, "#3a281b", 0.24],
    [0.47, "#3a281b", 0.05],
    [0.56, "#3a281b", 0],
  ])}"/>`;
  if (tone.lit) {
    out += eveningSvg(doc, W, H, flames, 360, tone.evening);
    flames.forEach((fl, i) => (out += flameSvg(doc, fl, v * 31 + i)));
  }
  return toJpeg(doc.wrap(W, H, W, H, out));
}

const CATEGORY_TONES: Record<string, string> = {
  woody: "#f1e9de",
  floral: "#f6eeea",
  fresh: "#f1f1ea",
  spicy: "#f4e9dc",
};

/** JPEG 1200×800: the category's candle with its botanical accent. */
export async function renderCategoryImage(art: CandleArt, slug: string): Promise<Buffer> {
  const W = 1200;
  const H = 800;
  const doc = new Doc();
  const h = hashString(`cat|${slug}`);
  const wall = CATEGORY_TONES[slug] ?? ["#f7f3ee", "#f2ebe1", "#f4eee8", "#efe8de"][h % 4];
  const horizon = H * 0.6;
  let out = backdrop(doc, W, H, horizon, { wall }, 0.15);
  const s = fitScale(art, H * 0.56, W * 0.42);
  const c = drawCandle(doc, art, { cx: W * 0.6, baseY: H * 0.84, s, lit: false });
  out += c.svg;
  out += placeAccent(doc, art.accent, h, W * 0.27, H * 0.88, 0.95);
  return toJpeg(doc.wrap(W, H, W, H, out));
}

const DEFAULT_ART: CandleArt = {
  vessel: "tumbler",
  finish: "amber-glass",
  wax: "#ead6b0",
  labelColor: "#b7793a",
  wicks: 1,
};

/** JPEG 1200×1200: a plain amber candle, the fallback image. */
export async function renderDefaultCandle(): Promise<Buffer> {
  return renderProductImage(DEFAULT_ART, "front", 1200);
}
