// A position as an SVG picture, for slides: drawn from the same model as the
// canvas (the object Session.position() gives: pins of discs with sizes and
// the core's colour names, bases and shafts), in the tower's light colours
// (standard or colour-blind safe, as player.css has them), with each colour's
// pattern (patterns.js), the disc's number on it and the pins numbered from
// 1 below. DOM-free: it returns a string, so it runs under node too.

import { patternFor } from './patterns.js';

/** The light theme's colours of player.css, per palette. */
export const PALETTES = {
  standard: {
    grey: '#a3aab6', red: '#c62f3b', green: '#52c173', blue: '#2a62d6', orange: '#e37b14', white: '#fbfbfc',
    magenta: '#a3288f', cyan: '#10809a', yellow: '#f5cc2a', pink: '#f6a5c7', purple: '#7b4fd6', brown: '#8b5a2b',
    teal: '#0f8a7e', lime: '#a8d63a', navy: '#23408e', olive: '#7d8a2a',
  },
  safe: {
    grey: '#a3aab6', red: '#c04f00', green: '#35c29a', blue: '#0072b2', orange: '#e69f00', white: '#ffffff',
    magenta: '#a6457f', cyan: '#2b8fc9', yellow: '#f0e442', pink: '#f2b6d3', purple: '#6e4ea0', brown: '#7e4b1c',
    teal: '#00766b', lime: '#c3dc5a', navy: '#1b3a6b', olive: '#6f6f1f',
  },
};

const EDGE = '#4a505c';
const TEXT = '#5d6574';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Relative luminance of a #rgb or #rrggbb colour; 0.5 for anything else. */
export function luminance(colour) {
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(colour).trim())?.[1];
  if (!hex) return 0.5;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark or light ink on a colour, as the canvas chooses it. */
const labelOn = (fill) => (luminance(fill) > 0.18 ? '#000' : '#fff');

/** The marks of one pattern on an 8×8 tile, as SVG (what patterns.js paints on the canvas). */
function tileMarks(kind, ink, opacity) {
  const s = 8;
  const line = (x0, y0, x1, y1) => `<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}"/>`;
  const dot = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${+r.toFixed(2)}" stroke="none"/>`;
  let marks = '';
  switch (kind) {
    case 'slash':
      marks = line(-1, s + 1, s + 1, -1) + line(-1, s / 2 + 1, s / 2 + 1, -1) + line(s / 2 - 1, s + 1, s + 1, s / 2 - 1);
      break;
    case 'wide-slash':
      marks = line(-1, s + 1, s + 1, -1);
      break;
    case 'backslash':
      marks = line(-1, -1, s + 1, s + 1) + line(s / 2 - 1, -1, s + 1, s / 2 + 1) + line(-1, s / 2 - 1, s / 2 + 1, s + 1);
      break;
    case 'wide-backslash':
      marks = line(-1, -1, s + 1, s + 1);
      break;
    case 'horizontal':
      marks = line(0, s / 4, s, s / 4) + line(0, (3 * s) / 4, s, (3 * s) / 4);
      break;
    case 'wide-horizontal':
      marks = line(0, s / 2, s, s / 2);
      break;
    case 'vertical':
      marks = line(s / 4, 0, s / 4, s) + line((3 * s) / 4, 0, (3 * s) / 4, s);
      break;
    case 'cross':
      marks = line(-1, s + 1, s + 1, -1) + line(-1, -1, s + 1, s + 1);
      break;
    case 'grid':
      marks = line(s / 2, 0, s / 2, s) + line(0, s / 2, s, s / 2);
      break;
    case 'dots':
      marks = dot(s / 4, s / 4, s / 9) + dot((3 * s) / 4, (3 * s) / 4, s / 9);
      break;
    case 'big-dots':
      marks = dot(s / 2, s / 2, s / 4.5);
      break;
    case 'checker':
      marks = `<rect x="0" y="0" width="${s / 2}" height="${s / 2}" stroke="none"/><rect x="${s / 2}" y="${s / 2}" width="${s / 2}" height="${s / 2}" stroke="none"/>`;
      break;
    case 'zigzag':
      marks = `<polyline points="0,${(3 * s) / 4} ${s / 2},${s / 4} ${s},${(3 * s) / 4}" fill="none"/>`;
      break;
    case 'rings':
      marks = `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 4}" fill="none"/>`;
      break;
    default:
      return null;
  }
  return `<g stroke="${ink}" fill="${ink}" stroke-width="1.2" stroke-opacity="${opacity}" fill-opacity="${opacity}">${marks}</g>`;
}

const round = (n) => Math.round(n * 10) / 10;

/**
 * The position as a standalone SVG document (a string).
 * @param {{pins: {size: number, colour: string}[][], bases: string[], shafts: string[], text?: string}} position
 * @param {object} [options]
 *   palette   'standard' (default) or 'safe'
 *   colours   {name: css colour} overriding the palette's
 *   patterns  false to leave the patterns out
 *   maxSize   the largest disc of the puzzle (the widest); default the largest on show
 *   pile      the most discs a pin may hold (the shafts' height); default the discs on show
 *   width     in pixels (default 160 per pin, 480 to 1600)
 *   title     the picture's title (for screen readers and file browsers)
 */
export function positionSvg(position, options = {}) {
  const pins = position.pins;
  const m = Math.max(1, pins.length);
  const colours = { ...PALETTES[options.palette] ?? PALETTES.standard, ...options.colours };
  const colour = (name) => colours[name] ?? colours.grey;
  const patterns = options.patterns !== false;
  const count = pins.reduce((n, pin) => n + pin.length, 0);
  const largest = pins.reduce((n, pin) => pin.reduce((k, d) => Math.max(k, d.size), n), 1);
  const maxSize = Math.max(1, options.maxSize ?? largest, largest);
  const tallest = pins.reduce((n, pin) => Math.max(n, pin.length), 0);
  const pile = Math.max(1, options.pile ?? count, tallest);

  const W = Math.round(options.width ?? Math.min(1600, Math.max(480, 160 * m)));
  const padX = Math.round(Math.min(28, W * 0.03));
  const slot = (W - 2 * padX) / m;
  const discH = Math.max(3, Math.min(36, slot * 0.28, 420 / pile));
  const topPad = Math.round(discH * 0.8) + 8;
  const shaftH = pile * discH + discH * 0.6;
  const baseH = Math.round(Math.max(6, Math.min(14, slot * 0.07)));
  const baseTop = topPad + shaftH;
  const labelH = 30;
  const H = Math.round(baseTop + baseH + labelH);
  const maxW = slot * 0.92;
  const baseW = slot * 0.96;
  const shaftW = Math.max(2, Math.min(9, slot * 0.035));
  const minW = Math.min(maxW, Math.max(shaftW + 10, maxW * 0.22));
  const discW = (size) => (maxSize <= 1 ? (minW + maxW) / 2 : minW + ((maxW - minW) * (Math.min(size, maxSize) - 1)) / (maxSize - 1));
  const pinX = (i) => padX + slot * (i + 0.5);

  // One pattern per colour name that has one and is on a disc.
  const defs = [];
  const patternIds = {};
  if (patterns && discH >= 6) {
    const used = new Set(pins.flatMap((pin) => pin.map((d) => d.colour)));
    for (const name of used) {
      const kind = patternFor(name);
      if (!kind) continue;
      const dark = labelOn(colour(name)) === '#000';
      const marks = tileMarks(kind, dark ? '#000' : '#fff', dark ? 0.34 : 0.42);
      if (!marks) continue;
      const id = `pattern-${name.replace(/[^a-z0-9-]/gi, '')}`;
      patternIds[name] = id;
      defs.push(`<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse">${marks}</pattern>`);
    }
  }

  const out = [];
  const title = options.title ?? 'Tower of Hanoi position';
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="title desc">`,
    `<title id="title">${escape(title)}</title>`,
    `<desc id="desc">${escape(position.text ?? '')}</desc>`,
  );
  if (defs.length) out.push(`<defs>${defs.join('')}</defs>`);
  out.push(`<rect class="background" width="${W}" height="${H}" fill="#ffffff"/>`);

  // Shafts and bases, each in its colour; a coloured one gets the discs' edge.
  out.push('<g class="pins">');
  for (let i = 0; i < m; i++) {
    const x = pinX(i);
    const shaft = position.shafts?.[i] ?? 'grey';
    const base = position.bases?.[i] ?? 'grey';
    const edge = (name) => (name !== 'grey' ? ` stroke="${EDGE}" stroke-width="1"` : '');
    const r = Math.min(shaftW / 2, 4);
    out.push(
      `<rect x="${round(x - shaftW / 2)}" y="${round(baseTop - shaftH)}" width="${round(shaftW)}" height="${round(shaftH + 1)}" rx="${round(r)}" fill="${colour(shaft)}"${edge(shaft)}/>`,
      `<rect x="${round(x - baseW / 2)}" y="${round(baseTop)}" width="${round(baseW)}" height="${baseH}" rx="${round(Math.min(baseH / 2, 4))}" fill="${colour(base)}"${edge(base)}/>`,
    );
  }
  out.push('</g>');

  // Pin numbers, from 1, every one.
  const fontPx = Math.round(Math.min(15, Math.max(8, slot * 0.5)));
  out.push(`<g class="pin-numbers" font-family="${escape(FONT)}" font-size="${fontPx}" font-weight="600" fill="${TEXT}" text-anchor="middle">`);
  for (let i = 0; i < m; i++) {
    out.push(`<text x="${round(pinX(i))}" y="${round(baseTop + baseH + labelH / 2 + fontPx * 0.35)}">${i + 1}</text>`);
  }
  out.push('</g>');

  // Discs, bottom to top, with their numbers where they fit.
  out.push(`<g class="discs" font-family="${escape(FONT)}" font-weight="700" text-anchor="middle">`);
  pins.forEach((stack, i) => {
    const cx = pinX(i);
    stack.forEach((disc, level) => {
      const w = discW(disc.size);
      const y = baseTop - (level + 1) * discH;
      const h = Math.max(1, discH - 1);
      const r = Math.min(h / 2, 8, w / 2);
      const fill = colour(disc.colour);
      const shape = `x="${round(cx - w / 2)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(r)}"`;
      const parts = [`<rect ${shape} fill="${fill}"/>`];
      if (patternIds[disc.colour]) parts.push(`<rect ${shape} fill="url(#${patternIds[disc.colour]})"/>`);
      parts.push(`<rect ${shape} fill="none" stroke="${EDGE}" stroke-width="1"/>`);
      const size = Math.min(h * 0.62, 16);
      const text = String(disc.size);
      const textW = size * 0.62 * text.length;
      if (size >= 7 && textW <= w - 4) {
        const pad = 3;
        parts.push(
          `<rect x="${round(cx - textW / 2 - pad)}" y="${round(y + h / 2 - size / 2)}" width="${round(textW + 2 * pad)}" height="${round(size)}" rx="${round(size / 3)}" fill="${fill}"/>`,
          `<text x="${round(cx)}" y="${round(y + h / 2 + size * 0.35)}" font-size="${round(size)}" fill="${labelOn(fill)}">${text}</text>`,
        );
      }
      out.push(`<g class="disc" data-size="${disc.size}" data-colour="${escape(disc.colour)}">${parts.join('')}</g>`);
    });
  });
  out.push('</g>', '</svg>');
  return `${out.join('\n')}\n`;
}
