/**
 * The demo shop's artwork, drawn on this machine (no network, no fonts): each image is an SVG
 * scene rasterised to JPEG by sharp. Every scene shares one backdrop (warm cream wall, stone
 * table), one light from the upper left and one soft shadow to the lower right, so a grid of
 * products reads as one collection (DESIGN.md, "Imagery"). Output is deterministic.
 */
import sharp from "sharp";
import type { CandleArt, CandleView, SwatchColor } from "../types";

/** Wax colours that match the swatch names of SPEC.md §3. */
export const SWATCH_WAX: Record<SwatchColor, string> = {
  Ambre: "#c98a3d",
  "Blanc Crème": "#f3ead9",
  Terracotta: "#b4553a",
  Noir: "#2b2623",
  Beige: "#d9c4a5",
};

// ---------------------------------------------------------------------------------------------
// Colour helpers

function rgb(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}
function hex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, "0")).join("")}`;
}
/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
function shade(color: string, amount: number) {
  const [r, g, b] = rgb(color);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return hex([r + (target - r) * t, g + (target - g) * t, b + (target - b) * t]);
}

/** A small seeded generator, so speckles and leaves are the same on every run. */
function prng(seedText: string) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507);
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909);
    return ((seed ^= seed >>> 16) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Vessels, drawn in a local frame: x centred on 0, the base at y = 0, upwards is negative y.

interface VesselShapeInfo {
  /** The outline of the vessel (or of the candle itself for pillar and star). */
  outline: string;
  /** Where the wax surface sits: centre y, half-width, and the ellipse's half-height. */
  waxTop: { y: number; rx: number; ry: number };
  /** Wax fill inside the vessel (for translucent glass). */
  waxBody?: string;
  /** The rim ellipse at the top of the vessel. */
  rim?: { y: number; rx: number; ry: number };
  /** Where the label band sits. */
  label?: { x: number; y: number; w: number; h: number };
  width: number;
  height: number;
  lid?: { y: number; rx: number; h: number };
}

function vesselShape(art: CandleArt): VesselShapeInfo {
  switch (art.vessel) {
    case "jar":
      return {
        outline: "M-17 0 Q-22 0 -22 -6 L-22 -34 Q-22 -40 -15 -42 L-13 -44 L13 -44 L15 -42 Q22 -40 22 -34 L22 -6 Q22 0 17 0 Z",
        waxBody: "M-20.5 -2 L-20.5 -30 L20.5 -30 L20.5 -2 Q20.5 -1 17 -1 L-17 -1 Q-20.5 -1 -20.5 -2 Z",
        waxTop: { y: -30, rx: 20.5, ry: 3.2 },
        rim: { y: -44, rx: 13, ry: 2.2 },
        label: { x: -12, y: -20, w: 24, h: 9 },
        lid: { y: -44, rx: 14, h: 6 },
        width: 44,
        height: 50,
      };
    case "bowl":
      return {
        outline: "M-32 -20 Q-32 0 -14 0 L14 0 Q32 0 32 -20 Z",
        waxBody: "M-30.5 -17 Q-29 -1.5 -14 -1.5 L14 -1.5 Q29 -1.5 30.5 -17 Z",
        waxTop: { y: -17, rx: 30.5, ry: 4.2 },
        rim: { y: -20, rx: 32, ry: 4.6 },
        label: { x: -7, y: -11, w: 14, h: 4 },
        width: 64,
        height: 22,
      };
    case "star":
      return {
        outline: "M-24 0 L-24 -10 L24 -10 L24 0 Q24 2 20 2 L-20 2 Q-24 2 -24 0 Z",
        waxTop: { y: -10, rx: 24, ry: 5 },
        rim: { y: -10, rx: 24, ry: 5 },
        label: { x: -8, y: -6, w: 16, h: 3 },
        width: 48,
        height: 26,
      };
    case "pillar":
      return {
        outline: "M-13 0 L-13 -46 Q-13 -49 -9 -49.5 L9 -49.5 Q13 -49 13 -46 L13 0 Z",
        waxTop: { y: -49, rx: 12.6, ry: 2.6 },
        label: { x: -13, y: -14, w: 26, h: 4 },
        width: 26,
        height: 50,
      };
    case "amphora":
      return {
        outline: "M-9 0 Q-25 -2 -25 -20 Q-25 -34 -10 -40 L-8 -48 L8 -48 L10 -40 Q25 -34 25 -20 Q25 -2 9 0 Z",
        waxBody: "M-8 -1.5 Q-23.5 -3 -23.5 -18 L-23.5 -24 L23.5 -24 L23.5 -18 Q23.5 -3 8 -1.5 Z",
        waxTop: { y: -24, rx: 23.2, ry: 3.4 },
        rim: { y: -48, rx: 8, ry: 1.6 },
        label: { x: -6, y: -45, w: 12, h: 3 },
        width: 50,
        height: 50,
      };
    case "coupe":
      return {
        outline: "M-3 -3 L-3 -16 Q-24 -18 -26 -36 L26 -36 Q24 -18 3 -16 L3 -3 L12 -1.5 L12 0 L-12 0 L-12 -1.5 Z",
        waxBody: "M-24 -33 Q-21 -19 0 -18 Q21 -19 24 -33 Z",
        waxTop: { y: -33, rx: 24, ry: 3.6 },
        rim: { y: -36, rx: 26, ry: 4 },
        width: 52,
        height: 38,
      };
    case "tumbler":
    default:
      return {
        outline: "M-16 0 Q-18 0 -18 -3 L-18.5 -40 L18.5 -40 L18 -3 Q18 0 16 0 Z",
        waxBody: "M-16.8 -2 L-17.2 -31 L17.2 -31 L16.8 -2 Q16.5 -1.2 15 -1.2 L-15 -1.2 Q-16.5 -1.2 -16.8 -2 Z",
        waxTop: { y: -31, rx: 17.2, ry: 3 },
        rim: { y: -40, rx: 18.5, ry: 3.2 },
        label: { x: -11, y: -18, w: 22, h: 8 },
        width: 37,
        height: 42,
      };
  }
}

const GLASS_TINT: Record<string, string> = {
  "clear-glass": "#f5f1ea",
  "amber-glass": "#b8742c",
  "smoke-glass": "#6b625a",
};
const CERAMIC: Record<string, string> = {
  "ceramic-cream": "#eee4d4",
  "ceramic-terracotta": "#b4603f",
  "ceramic-noir": "#2e2a27",
  stone: "#a99e8e",
};

/** A five-pointed star in plan view, squashed into perspective. */
function starPath(cx: number, cy: number, outer: number, inner: number, squash: number) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? outer : inner;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(2)} ${(cy + Math.sin(angle) * radius * squash).toFixed(2)}`);
  }
  return `M${points.join(" L")} Z`;
}

function wickPositions(art: CandleArt, rx: number) {
  const wicks = Math.max(1, Math.min(3, art.wicks ?? (art.vessel === "bowl" ? 3 : 1)));
  if (wicks === 1) return [0];
  if (wicks === 2) return [-rx * 0.38, rx * 0.38];
  return [-rx * 0.5, 0, rx * 0.5];
}

/** One candle, its shadow, wick(s) and, when lit, flames. `id` keeps gradient ids unique. */
function candle(art: CandleArt, id: string, lit: boolean) {
  const shape = vesselShape(art);
  const wax = art.wax;
  const glass = art.finish in GLASS_TINT;
  const body = glass ? GLASS_TINT[art.finish] : CERAMIC[art.finish] ?? "#eee4d4";
  const random = prng(`${id}-${art.vessel}-${art.finish}-${art.wax}`);
  const parts: string[] = [];
  const defs: string[] = [];

  defs.push(
    `<linearGradient id="${id}-body" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${shade(body, 0.35)}"/><stop offset="0.35" stop-color="${body}"/><stop offset="1" stop-color="${shade(body, -0.35)}"/>
    </linearGradient>`,
    `<linearGradient id="${id}-wax" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${shade(wax, 0.18)}"/><stop offset="0.45" stop-color="${wax}"/><stop offset="1" stop-color="${shade(wax, -0.25)}"/>
    </linearGradient>`,
    `<radialGradient id="${id}-waxtop" cx="0.4" cy="0.4" r="0.7">
      <stop offset="0" stop-color="${shade(wax, lit ? 0.3 : 0.12)}"/><stop offset="1" stop-color="${shade(wax, -0.12)}"/>
    </radialGradient>`,
  );

  // Contact shadow, falling to the lower right (light from the upper left).
  parts.push(`<ellipse cx="${shape.width * 0.12}" cy="1" rx="${shape.width * 0.62}" ry="${Math.max(3, shape.width * 0.09)}" fill="#3b2a1c" opacity="0.22" filter="url(#soft)"/>`);

  if (art.vessel === "star") {
    // The star candle: a thick star of wax on a shallow stone plate.
    parts.push(`<ellipse cx="0" cy="0" rx="27" ry="5.5" fill="url(#${id}-body)"/>`);
    parts.push(`<ellipse cx="0" cy="-1.2" rx="26" ry="4.8" fill="${shade(body, 0.18)}"/>`);
    for (let layer = 0; layer <= 10; layer++) {
      const y = -3 - layer;
      const fill = layer === 10 ? `url(#${id}-waxtop)` : shade(wax, -0.28 + layer * 0.02);
      parts.push(`<path d="${starPath(0, y, 24, 11, 0.42)}" fill="${fill}" stroke="${fill}" stroke-width="${layer === 10 ? 0 : 0.8}" stroke-linejoin="round"/>`);
    }
    parts.push(`<path d="${starPath(0, -13, 24, 11, 0.42)}" fill="none" stroke="${shade(wax, 0.35)}" stroke-width="0.5" opacity="0.6"/>`);
    parts.push(`<rect x="-7" y="-1.8" width="14" height="1.6" rx="0.8" fill="${art.labelColor}" opacity="0.9"/>`);
  } else if (glass) {
    // Wax seen through tinted glass, then the glass itself with a highlight on the lit side.
    if (shape.waxBody) parts.push(`<path d="${shape.waxBody}" fill="url(#${id}-wax)"/>`);
    parts.push(`<ellipse cx="0" cy="${shape.waxTop.y}" rx="${shape.waxTop.rx}" ry="${shape.waxTop.ry}" fill="url(#${id}-waxtop)"/>`);
    parts.push(`<path d="${shape.outline}" fill="url(#${id}-body)" opacity="${art.finish === "clear-glass" ? 0.32 : 0.55}" stroke="${shade(body, -0.3)}" stroke-opacity="0.35" stroke-width="0.4"/>`);
    if (shape.rim) parts.push(`<ellipse cx="0" cy="${shape.rim.y}" rx="${shape.rim.rx}" ry="${shape.rim.ry}" fill="none" stroke="${shade(body, 0.5)}" stroke-width="0.7" opacity="0.8"/>`);
    // Highlights are clipped to the glass so that they follow its shape.
    const h = shape.height;
    const left = -shape.width / 2;
    defs.push(`<clipPath id="${id}-clip"><path d="${shape.outline}"/></clipPath>`);
    parts.push(
      `<g clip-path="url(#${id}-clip)"><path d="M${left + 3.4} ${-h * 0.1} L${left + 3.9} ${-h * 0.85}" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round" opacity="0.5" filter="url(#blur1)"/>` +
        `<path d="M${-left - 4.2} ${-h * 0.2} L${-left - 4.6} ${-h * 0.6}" stroke="#ffffff" stroke-width="0.7" stroke-linecap="round" opacity="0.28"/></g>`,
    );
  } else {
    // Opaque ceramic, stone or a bare pillar: only the wax surface shows.
    const fill = art.vessel === "pillar" ? `url(#${id}-wax)` : `url(#${id}-body)`;
    parts.push(`<path d="${shape.outline}" fill="${fill}"/>`);
    if (art.finish === "stone" && art.vessel !== "pillar") {
      for (let i = 0; i < 70; i++) {
        const x = (random() - 0.5) * shape.width * 0.9;
        const y = -random() * shape.height * 0.85 - 1;
        parts.push(`<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${(0.15 + random() * 0.35).toFixed(2)}" fill="${random() > 0.5 ? "#5d544a" : "#efe7db"}" opacity="0.55"/>`);
      }
    }
    if (shape.rim) parts.push(`<ellipse cx="0" cy="${shape.rim.y}" rx="${shape.rim.rx}" ry="${shape.rim.ry}" fill="${shade(body, -0.25)}"/>`);
    parts.push(`<ellipse cx="0" cy="${shape.waxTop.y}" rx="${shape.waxTop.rx}" ry="${shape.waxTop.ry}" fill="url(#${id}-waxtop)"/>`);
    const left = -shape.width / 2;
    parts.push(`<path d="M${left + 2.5} -4 L${left + 2.5} ${-shape.height * 0.7}" stroke="#ffffff" stroke-width="1.4" stroke-linecap="round" opacity="0.22" filter="url(#blur1)"/>`);
  }

  if (shape.label && art.vessel !== "star") {
    const { x, y, w, h } = shape.label;
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="0.6" fill="${art.labelColor}" opacity="0.92"/>`);
    parts.push(`<rect x="${x + w * 0.2}" y="${y + h * 0.42}" width="${w * 0.6}" height="${Math.max(0.35, h * 0.08)}" fill="${shade(art.labelColor, 0.6)}" opacity="0.7"/>`);
  }

  // Wicks, and flames when lit. The jar keeps its lid on when unlit.
  const topY = art.vessel === "star" ? -13 : shape.waxTop.y;
  const wickX = wickPositions(art, art.vessel === "star" ? 10 : shape.waxTop.rx);
  const flames: string[] = [];
  for (const x of wickX) {
    parts.push(`<path d="M${x} ${topY} q0.4 -2 -0.2 -3.6" stroke="#2b211a" stroke-width="0.55" fill="none" stroke-linecap="round"/>`);
    if (lit) {
      flames.push(`<g transform="translate(${x} ${topY - 3.6})">
        <path d="M0 -9.5 C2.6 -5.5 2.9 -2.4 1.7 -0.6 C0.9 0.5 -0.9 0.5 -1.7 -0.6 C-2.9 -2.4 -2.3 -5.6 0 -9.5 Z" fill="url(#flame)"/>
        <path d="M0 -5.2 C1 -3.4 1.1 -1.8 0.5 -0.8 C0.2 -0.4 -0.2 -0.4 -0.5 -0.8 C-1.1 -1.8 -0.9 -3.4 0 -5.2 Z" fill="#fffbe9" opacity="0.92"/>
        <ellipse cx="0" cy="-0.2" rx="0.7" ry="0.9" fill="#5a7bd6" opacity="0.35"/>
      </g>`);
    }
  }
  if (shape.lid && !lit) {
    parts.push(`<rect x="${-shape.lid.rx}" y="${shape.lid.y - shape.lid.h}" width="${shape.lid.rx * 2}" height="${shape.lid.h}" rx="1.4" fill="${art.finish === "clear-glass" ? "#c9b79d" : "#b89a75"}"/>`);
    parts.push(`<ellipse cx="0" cy="${shape.lid.y - shape.lid.h}" rx="${shape.lid.rx}" ry="1.8" fill="${shade("#c9b79d", 0.15)}"/>`);
  }
  return { defs: defs.join(""), body: parts.join(""), flames: flames.join(""), topY, height: shape.height };
}

// ---------------------------------------------------------------------------------------------
// Botanical accents for the detail view, drawn in a local frame around (0, 0).

function accentShape(accent: CandleArt["accent"], seed: string) {
  const random = prng(seed);
  switch (accent) {
    case "eucalyptus":
    case "cedar":
    case "lavender": {
      const leaf = accent === "eucalyptus" ? "#8fa39a" : accent === "cedar" ? "#5f7356" : "#7f8f6a";
      const parts = [`<path d="M0 0 C6 -10 10 -22 20 -34" stroke="#6f6a4f" stroke-width="0.8" fill="none"/>`];
      for (let i = 1; i < 9; i++) {
        const t = i / 9;
        const x = 20 * t * t + 4 * t;
        const y = -34 * t;
        if (accent === "eucalyptus") {
          parts.push(`<ellipse cx="${(x + (i % 2 ? 4 : -4)).toFixed(1)}" cy="${y.toFixed(1)}" rx="3.6" ry="3" fill="${shade(leaf, (random() - 0.5) * 0.2)}" opacity="0.95"/>`);
        } else if (accent === "lavender") {
          parts.push(`<ellipse cx="${(x + 0.5).toFixed(1)}" cy="${(y - 1).toFixed(1)}" rx="1.4" ry="2.2" fill="${shade("#8a79b6", (random() - 0.5) * 0.25)}"/>`);
        } else {
          parts.push(`<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${i % 2 ? 6 : -6} -3" stroke="${leaf}" stroke-width="1.6" stroke-linecap="round"/>`);
        }
      }
      if (accent === "cedar") parts.push(`<ellipse cx="-6" cy="-2" rx="4" ry="5" fill="#7a5a3a"/><path d="M-9 -4 h6 M-9 -1 h6 M-8.5 2 h5" stroke="#5a3f28" stroke-width="0.6"/>`);
      return parts.join("");
    }
    case "rose":
      return [0, 1, 2, 3, 4]
        .map((i) => `<ellipse cx="${(i * 5.5 - 8).toFixed(1)}" cy="${(-2 - (i % 2) * 3).toFixed(1)}" rx="4.2" ry="2.8" transform="rotate(${i * 37} ${(i * 5.5 - 8).toFixed(1)} ${(-2 - (i % 2) * 3).toFixed(1)})" fill="${shade("#c9877f", (random() - 0.5) * 0.25)}" opacity="0.9"/>`)
        .join("");
    case "citrus":
      return `<circle cx="0" cy="-6" r="9" fill="#e6b84a"/><circle cx="0" cy="-6" r="7.6" fill="#f6dc8a"/>${[0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => `<path d="M0 -6 L${(Math.cos((i * Math.PI) / 4) * 7).toFixed(2)} ${(-6 + Math.sin((i * Math.PI) / 4) * 7).toFixed(2)}" stroke="#fff4cf" stroke-width="0.6"/>`)
        .join("")}`;
    case "cinnamon":
      return `<g transform="rotate(-12)"><rect x="-16" y="-4" width="32" height="3.4" rx="1.6" fill="#8b5230"/><rect x="-14" y="-0.2" width="30" height="3.4" rx="1.6" fill="#7a4526"/><ellipse cx="16" cy="-2.3" rx="1.2" ry="1.7" fill="#a8693f"/></g>`;
    case "fig":
      return `<ellipse cx="0" cy="-7" rx="8" ry="9.5" fill="#6b3a4a"/><ellipse cx="0" cy="-7" rx="6.4" ry="7.8" fill="#d98a7a"/><ellipse cx="0" cy="-6.5" rx="3.6" ry="4.8" fill="#f1d2b8"/>${Array.from({ length: 14 }, () => `<circle cx="${((random() - 0.5) * 6).toFixed(2)}" cy="${(-6.5 + (random() - 0.5) * 8).toFixed(2)}" r="0.35" fill="#b0645a"/>`).join("")}`;
    case "pepper":
      return Array.from({ length: 16 }, () => `<circle cx="${((random() - 0.5) * 24).toFixed(2)}" cy="${(-random() * 5).toFixed(2)}" r="${(1 + random() * 0.5).toFixed(2)}" fill="${shade("#3a2a20", random() * 0.2)}"/>`).join("");
    default:
      // A folded linen napkin.
      return `<path d="M-18 0 L14 0 L18 -4 L-14 -4 Z" fill="#ddd2c1"/><path d="M-14 -4 L18 -4 L16 -7 L-16 -7 Z" fill="#e9e0d2"/>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Scenes

const SHARED_DEFS = `
  <filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="1.6"/></filter>
  <filter id="blur1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="0.5"/></filter>
  <linearGradient id="flame" x1="0" x2="0" y1="1" y2="0">
    <stop offset="0" stop-color="#ff9a2e"/><stop offset="0.55" stop-color="#ffc552"/><stop offset="1" stop-color="#fff1b8"/>
  </linearGradient>`;

/** The shared backdrop: a warm wall, a stone table, and light from the upper left. */
function backdrop(width: number, height: number, horizon: number, tone: number, evening: boolean) {
  const wall = shade("#efe6da", tone);
  const wallDeep = shade("#e3d6c5", tone);
  const table = shade("#ddcfbc", tone);
  const tableDeep = shade("#cbb9a2", tone);
  return {
    defs: `
      <linearGradient id="wall" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${shade(wall, 0.25)}"/><stop offset="1" stop-color="${wallDeep}"/></linearGradient>
      <linearGradient id="table" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${table}"/><stop offset="1" stop-color="${tableDeep}"/></linearGradient>
      <radialGradient id="window" cx="0.12" cy="0.05" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    body: `
      <rect width="${width}" height="${horizon}" fill="url(#wall)"/>
      <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#table)"/>
      <rect y="${horizon - 0.3}" width="${width}" height="0.6" fill="#ffffff" opacity="0.35"/>
      <rect width="${width}" height="${height}" fill="url(#window)"/>
      ${evening ? `<rect width="${width}" height="${height}" fill="#3a220f" opacity="0.34"/>` : ""}`,
  };
}

function glow(x: number, y: number, radius: number, id: string) {
  return {
    defs: `<radialGradient id="${id}"><stop offset="0" stop-color="#ffc26a" stop-opacity="0.75"/><stop offset="0.35" stop-color="#ffad4d" stop-opacity="0.3"/><stop offset="1" stop-color="#ffad4d" stop-opacity="0"/></radialGradient>`,
    body: `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#${id})"/>`,
  };
}

/** A square product image in SVG (100×100 user units). */
export function productSvg(art: CandleArt, view: CandleView, size = 1200): string {
  const lit = view === "lit";
  const scene = backdrop(100, 100, 66, 0, lit);
  const piece = candle(art, "c", lit);
  const scale = view === "detail" ? 1.25 : Math.min(1.2, 62 / Math.max(piece.height, 40));
  const baseX = view === "detail" ? 58 : 50;
  const baseY = view === "detail" ? 92 : 82;
  const defs = [SHARED_DEFS, scene.defs, piece.defs];
  const layers = [scene.body];
  if (lit) {
    const light = glow(baseX, baseY + (piece.topY - 7) * scale, 46, "g");
    defs.push(light.defs);
    layers.push(light.body);
  }
  layers.push(`<g transform="translate(${baseX} ${baseY}) scale(${scale})">${piece.body}${piece.flames}</g>`);
  if (view === "detail") layers.push(`<g transform="translate(20 90) scale(1.05)">${accentShape(art.accent, `${art.vessel}-${art.wax}`)}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs>${defs.join("")}</defs>${layers.join("")}</svg>`;
}

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();

export function renderProductImage(art: CandleArt, view: CandleView, size = 1200): Promise<Buffer> {
  return toJpeg(productSvg(art, view, size));
}

/**
 * A 1920×800 hero: the candles stand on the right of a long table, lit, in an evening light; the
 * left part stays calm and darker so that the overlaid text reads well.
 */
export function heroSvg(arts: CandleArt[], variant: number): string {
  const width = 240;
  const height = 100;
  const tone = [0, -0.06, 0.04][variant % 3];
  const scene = backdrop(width, height, 70, tone, true);
  const defs = [SHARED_DEFS, scene.defs];
  const layers = [scene.body];
  const pieces = arts.slice(0, 4);
  const spacing = 100 / Math.max(1, pieces.length);
  const start = 130 + (variant % 2) * 8;
  pieces.forEach((art, index) => {
    const piece = candle(art, `h${index}`, true);
    const scale = Math.min(1.15, 44 / Math.max(piece.height, 30)) * (index % 2 ? 0.92 : 1.05);
    const x = start + spacing * index + spacing / 2 - 10;
    const y = 88 + (index % 2) * 3;
    const light = glow(x, y + (piece.topY - 7) * scale, 40, `hg${index}`);
    defs.push(piece.defs, light.defs);
    layers.push(light.body, `<g transform="translate(${x} ${y}) scale(${scale})">${piece.body}${piece.flames}</g>`);
  });
  defs.push(`<linearGradient id="calm" x1="0" x2="1"><stop offset="0" stop-color="#1d140d" stop-opacity="0.55"/><stop offset="0.5" stop-color="#1d140d" stop-opacity="0.15"/><stop offset="0.7" stop-color="#1d140d" stop-opacity="0"/></linearGradient>`);
  layers.push(`<rect width="${width}" height="${height}" fill="url(#calm)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 ${width} ${height}"><defs>${defs.join("")}</defs>${layers.join("")}</svg>`;
}

export function renderHeroImage(arts: CandleArt[], variant: number): Promise<Buffer> {
  return toJpeg(heroSvg(arts, variant));
}

/** A 1200×800 category image: the category's candle, lit, with its botanical accent. */
export function renderCategoryImage(art: CandleArt, slug: string): Promise<Buffer> {
  const scene = backdrop(150, 100, 68, 0.02, false);
  const piece = candle(art, "k", true);
  const light = glow(80, 84 + (piece.topY - 7) * 1.1, 40, "kg");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 150 100"><defs>${SHARED_DEFS}${scene.defs}${piece.defs}${light.defs}</defs>${scene.body}${light.body}<g transform="translate(80 86) scale(1.1)">${piece.body}${piece.flames}</g><g transform="translate(40 90)">${accentShape(art.accent, slug)}</g></svg>`;
  return toJpeg(svg);
}

/** The fallback image (SPEC.md §3: a default amber candle). */
export function renderDefaultCandle(): Promise<Buffer> {
  return renderProductImage({ vessel: "tumbler", finish: "amber-glass", wax: SWATCH_WAX.Ambre, labelColor: "#2b2623" }, "front");
}
