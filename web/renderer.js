// The canvas renderer: pins, bases and discs in the variation's colours.
// It fills its box (ResizeObserver), draws in device pixels (crisp on HiDPI),
// and keeps every disc at least one device pixel tall: when the box is too
// short for that (1000 discs on a low-DPI screen), the canvas grows taller
// than its box and the box scrolls.
//
// It draws a scene (the controller's): the position, a disc in flight with
// its progress, the lifted disc and the keyboard's pin cursor; the pointer's
// hover is its own. Colours come from CSS custom properties (--colour-red
// ...), read again when the colour scheme or the palette changes. Colour is
// never the only cue: every disc tall enough carries its number, and each
// colour has its own pattern (see patterns.js).

import { patternFor, paintTile } from './patterns.js';

const clamp = (value, lo, hi) => Math.min(hi, Math.max(lo, value));

/** Relative luminance of a CSS colour, measured by painting one pixel. */
let probe = null;
export function luminance(colour) {
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = colour;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
  const lin = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export class TowerRenderer {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{box?: HTMLElement, onFirstDraw?: () => void}} options
   */
  constructor(canvas, { box = canvas.parentElement, onFirstDraw } = {}) {
    this.canvas = canvas;
    this.box = box;
    this.ctx = canvas.getContext('2d', { alpha: true });
    this.onFirstDraw = onFirstDraw;
    this.drawn = false;
    this.dpr = 1;
    // The canvas's font size over 16 px: its numbers and spacing grow with the
    // type around it (a reader's larger default, presentation mode's large type).
    this.scale = 1;
    this.width = 0;
    this.height = 0;
    this.enlarged = false;
    this.pendingResize = 0;

    /** Scene. */
    this.position = null;
    this.maxSize = 1;
    this.pile = 0; // the most discs a pin can hold (0: however many there are)
    this.flight = null;
    this.lifted = null;
    this.dragX = null; // device pixels: a lifted disc being dragged
    this.cursor = null;
    this.hint = null;
    this.hover = null;
    this.interactive = true;
    this.patterns = true;

    this.palette = {};
    this.readPalette();

    this.resize();
    this.observer = new ResizeObserver(() => {
      // Apply the new size at once (no stretched frame). A change of the
      // canvas's own height would resize the box's content (a scrollbar comes
      // or goes) during this callback, so that part waits for the next frame.
      this.resize({ deferGrowth: true });
    });
    this.observer.observe(box);
    this.scheme = matchMedia('(prefers-color-scheme: dark)');
    this.onScheme = () => {
      this.readPalette();
      this.draw();
    };
    this.scheme.addEventListener('change', this.onScheme);
  }

  /** Stops watching the box and the colour scheme. */
  disconnect() {
    this.observer.disconnect();
    this.scheme.removeEventListener('change', this.onScheme);
    cancelAnimationFrame(this.pendingResize);
  }

  /** Reads the colours from the stylesheet (again, after a change of scheme or palette). */
  readPalette() {
    const style = getComputedStyle(this.canvas);
    const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    this.palette = {
      // Filled in by colour(), label() and pattern() as the core's colour names turn up.
      colours: {},
      labels: {},
      patterns: {},
      read,
      edge: read('--disc-edge', 'rgba(0,0,0,.6)'),
      text: read('--tower-text', '#555'),
      hover: read('--tower-hover', 'rgba(0,0,0,.05)'),
      selected: read('--tower-selected', 'rgba(0,0,0,.1)'),
      cursor: read('--tower-cursor', '#1a66ff'),
      hint: read('--tower-hint', '#b35900'),
      shadow: read('--tower-shadow', 'rgba(0,0,0,.25)'),
      font: read('--tower-font', 'system-ui, sans-serif'),
    };
  }

  /** The CSS colour for one of the core's colour names (`--colour-<name>`). */
  colour(name) {
    const { colours, read } = this.palette;
    colours[name] ??= read(`--colour-${name}`, read('--colour-grey', '#888'));
    return colours[name];
  }

  /** Dark or light text, whichever reads better on a disc of colour `name`. */
  label(name) {
    const { labels } = this.palette;
    labels[name] ??= luminance(this.colour(name)) > 0.18 ? '#000' : '#fff';
    return labels[name];
  }

  /** The fill pattern of colour `name` (null for a plain colour). */
  pattern(name) {
    const { patterns } = this.palette;
    const key = `${name}@${this.dpr}`;
    if (!(key in patterns)) {
      const kind = patternFor(name);
      if (!kind) {
        patterns[key] = null;
      } else {
        const size = Math.max(4, Math.round(8 * this.dpr));
        const tile = document.createElement('canvas');
        tile.width = size;
        tile.height = size;
        const ink = this.label(name) === '#000' ? 'rgba(0,0,0,.34)' : 'rgba(255,255,255,.42)';
        paintTile(tile.getContext('2d'), kind, size, ink, this.dpr);
        patterns[key] = this.ctx.createPattern(tile, 'repeat');
      }
    }
    return patterns[key];
  }

  /** Sizes the canvas to its box in device pixels and redraws. */
  resize({ deferGrowth = false } = {}) {
    const dpr = window.devicePixelRatio || 1;
    this.scale = clamp(parseFloat(getComputedStyle(this.canvas).fontSize) / 16 || 1, 0.75, 4);
    const cssWidth = this.box.clientWidth;
    const boxHeight = this.box.clientHeight;
    if (cssWidth === 0 || boxHeight === 0) return;
    const needed = this.neededCssHeight(boxHeight, dpr);
    const enlarge = needed > boxHeight;
    if (enlarge !== this.enlarged || (enlarge && Math.abs(needed - parseFloat(this.canvas.style.height)) > 0.5)) {
      if (deferGrowth) {
        cancelAnimationFrame(this.pendingResize);
        this.pendingResize = requestAnimationFrame(() => this.resize());
      } else {
        this.canvas.style.height = enlarge ? `${needed}px` : '';
        const wasEnlarged = this.enlarged;
        this.enlarged = enlarge;
        this.box.classList.toggle('is-tall', enlarge);
        if (enlarge && !wasEnlarged) {
          // The bases sit at the bottom: show them.
          requestAnimationFrame(() => (this.box.scrollTop = this.box.scrollHeight));
        }
        // The width may have changed with a scrollbar: measure again.
        return this.resize();
      }
    }
    const cssHeight = this.enlarged ? needed : boxHeight;
    const width = Math.max(1, Math.round(cssWidth * dpr));
    const height = Math.max(1, Math.round(cssHeight * dpr));
    if (width !== this.canvas.width || height !== this.canvas.height || dpr !== this.dpr) {
      this.canvas.width = width;
      this.canvas.height = height;
      this.dpr = dpr;
      this.width = width;
      this.height = height;
    }
    this.draw();
  }

  /** How many discs a pin must have room for: the puzzle's tallest pile
   * when known (a multi-stack puzzle never piles every disc on one pin),
   * else every disc in the position. */
  pileRoom() {
    if (!this.position) return 0;
    if (this.pile > 0) return this.pile;
    let n = 0;
    for (const pin of this.position.pins) n += pin.length;
    return n;
  }

  /** Fixed parts of the layout, device pixels. */
  chrome(dpr) {
    const unit = dpr * this.scale;
    return {
      topPad: Math.round(10 * unit),
      labelH: Math.round(24 * unit),
      maxBaseH: Math.round(14 * unit),
      liftGap: Math.round(12 * unit),
      shaftGap: Math.round(6 * unit),
    };
  }

  /** The CSS height at which every disc is at least one device pixel tall. */
  neededCssHeight(boxHeight, dpr) {
    const n = this.pileRoom();
    const c = this.chrome(dpr);
    const fixed = c.topPad + c.labelH + c.maxBaseH + c.liftGap + c.shaftGap;
    const device = fixed + (n + 2.4) * 1;
    return Math.max(boxHeight, Math.ceil(device / dpr));
  }

  /** The layout for the current size and position, in device pixels. */
  layout() {
    const { width: W, height: H, dpr, scale } = this;
    const pins = this.position ? this.position.pins.length : 3;
    const n = Math.max(1, this.pileRoom());
    const c = this.chrome(dpr);
    const padX = Math.round(Math.min(28 * dpr, W * 0.03));
    const slot = (W - 2 * padX) / pins;
    const baseH = Math.round(clamp(slot * 0.07, Math.min(4 * dpr, c.maxBaseH), c.maxBaseH));
    const fixed = c.topPad + c.labelH + baseH + c.liftGap + c.shaftGap;
    let discH = (H - fixed) / (n + 2.4);
    discH = Math.max(1, Math.floor(Math.min(discH, 46 * dpr * scale, slot * 0.28)));
    const shaftH = n * discH + Math.round(discH * 0.6) + c.shaftGap;
    const liftZone = Math.round(discH * 1.4) + c.liftGap;
    const sceneH = c.topPad + liftZone + shaftH + baseH + c.labelH;
    const offsetY = Math.max(0, Math.round((H - sceneH) * 0.5));
    const baseTop = offsetY + c.topPad + liftZone + shaftH;
    const maxW = Math.max(1, Math.floor(slot * 0.92) - 1);
    const baseW = Math.max(1, Math.floor(slot * 0.96) - 1);
    const shaftW = Math.round(clamp(slot * 0.035, 1, 9 * dpr));
    const minW = Math.min(maxW, Math.max(shaftW + Math.round(10 * dpr), Math.round(maxW * 0.22)));
    const labelEvery = Math.max(1, Math.ceil((26 * dpr * scale) / slot));
    return {
      W, H, dpr, scale, pins, n, padX, slot, baseH, discH, shaftH, baseTop, maxW, baseW, shaftW, minW, labelEvery,
      labelTop: baseTop + baseH,
      liftY: baseTop - shaftH - Math.round(discH * 0.4) - Math.round(c.liftGap / 2) - discH / 2,
    };
  }

  /** Centre x of pin `i`, device pixels. */
  pinX(L, i) {
    return Math.round(L.padX + L.slot * (i + 0.5));
  }

  discWidth(L, size) {
    if (this.maxSize <= 1) return Math.round((L.minW + L.maxW) / 2);
    const f = (Math.min(size, this.maxSize) - 1) / (this.maxSize - 1);
    return Math.max(1, Math.round(L.minW + (L.maxW - L.minW) * f));
  }

  /** Centre of a disc at stack `level` (0 = bottom) on `pin`, device pixels. */
  anchor(pin, level) {
    const L = this.layout();
    return { x: this.pinX(L, pin), y: L.baseTop - (level + 1) * L.discH + L.discH / 2 };
  }

  /** Centre of a disc held above `pin`. */
  liftAnchor(pin) {
    const L = this.layout();
    return { x: this.pinX(L, pin), y: L.liftY };
  }

  /** Takes a position to draw; true if the layout was measured again (and drawn). */
  adopt(position, maxSize, pile) {
    const before = this.pileRoom();
    this.position = position;
    if (maxSize !== undefined) this.maxSize = Math.max(1, maxSize);
    if (pile !== undefined) this.pile = pile;
    for (const pin of position.pins) for (const d of pin) if (d.size > this.maxSize) this.maxSize = d.size;
    if (this.pileRoom() === before) return false;
    this.resize();
    return true;
  }

  /** Draws a scene: {position, flight, lifted, cursor, hint, maxSize, pile}. */
  show(scene) {
    this.flight = scene.flight ?? null;
    this.lifted = scene.lifted ?? null;
    this.cursor = scene.cursor ?? null;
    this.hint = scene.hint ?? null;
    if (!this.adopt(scene.position, scene.maxSize, scene.pile)) this.draw();
  }

  /** The pin under the pointer, highlighted (null: none). */
  setHover(pin) {
    if (pin === this.hover) return;
    this.hover = pin;
    this.draw();
  }

  /** While a lifted disc is dragged it follows the pointer (clientX); null puts it back above its pin. */
  setDrag(clientX) {
    const rect = this.canvas.getBoundingClientRect();
    const x = clientX === null || rect.width === 0 ? null : (clientX - rect.left) * (this.canvas.width / rect.width);
    if (x === this.dragX) return;
    this.dragX = x;
    this.draw();
  }

  /** Strokes the current path with the discs' edge colour. */
  outline(ctx, L) {
    ctx.strokeStyle = this.palette.edge;
    ctx.lineWidth = Math.max(1, Math.round(L.dpr));
    ctx.stroke();
  }

  /** The pin under a pointer, or null. */
  pinAt(clientX, clientY) {
    if (!this.position) return null;
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || clientY < rect.top || clientY > rect.bottom) return null;
    const L = this.layout();
    const x = (clientX - rect.left) * (this.canvas.width / rect.width);
    const i = Math.floor((x - L.padX) / L.slot);
    return clamp(i, 0, L.pins - 1);
  }

  /** Where a disc in flight is, device pixels: up off its pin, across, down onto the other. */
  flightPoint(f) {
    const p0 = this.anchor(f.from, f.fromLevel);
    const p1 = this.liftAnchor(f.from);
    const p2 = this.liftAnchor(f.to);
    const p3 = this.anchor(f.to, f.toLevel);
    const d1 = Math.abs(p0.y - p1.y);
    const d2 = Math.abs(p2.x - p1.x);
    const d3 = Math.abs(p3.y - p2.y);
    const total = d1 + d2 + d3 || 1;
    let along = f.progress * total;
    if (along <= d1) return { x: p0.x, y: p0.y + (p1.y - p0.y) * (d1 ? along / d1 : 1) };
    if ((along -= d1) <= d2) return { x: p1.x + (p2.x - p1.x) * (d2 ? along / d2 : 1), y: p1.y };
    along -= d2;
    return { x: p2.x, y: p2.y + (p3.y - p2.y) * (d3 ? along / d3 : 1) };
  }

  draw() {
    const ctx = this.ctx;
    if (!ctx || !this.position || this.width === 0) return;
    const L = this.layout();
    const { position, palette } = this;
    const pins = position.pins;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, L.W, L.H);

    const top = Math.max(0, L.liftY - L.discH);
    const bottom = L.labelTop;
    const column = (pin) => [Math.round(L.padX + L.slot * pin) + 1, Math.max(1, Math.round(L.slot) - 2)];
    const radius = Math.min(10 * L.dpr, L.slot / 4);
    // Hovered and selected pins, in manual play.
    for (const [pin, fill] of [
      [this.interactive ? this.hover : null, palette.hover],
      [this.lifted, palette.selected],
    ]) {
      if (pin === null || pin >= pins.length) continue;
      const [x, w] = column(pin);
      ctx.fillStyle = fill;
      roundRect(ctx, x, top, w, bottom - top, radius);
      ctx.fill();
    }
    // The keyboard's pin cursor: a ring round the pin's column.
    if (this.cursor !== null && this.cursor < pins.length) {
      const [x, w] = column(this.cursor);
      const line = Math.max(2, Math.round(2.5 * L.dpr));
      ctx.strokeStyle = palette.cursor;
      ctx.lineWidth = line;
      roundRect(ctx, x + line / 2, top + line / 2, w - line, bottom - top - line, radius);
      ctx.stroke();
    }

    // A hint's move: dashed rings round both pins, and an arrow above them.
    if (this.hint && this.hint.from < pins.length && this.hint.to < pins.length) this.drawHint(L, column, top, bottom, radius);

    // Shafts and bases.
    for (let i = 0; i < pins.length; i++) {
      const x = this.pinX(L, i);
      ctx.fillStyle = this.colour(position.shafts[i]);
      const sx = x - Math.floor(L.shaftW / 2);
      roundRect(ctx, sx, L.baseTop - L.shaftH, L.shaftW, L.shaftH + 1, Math.min(L.shaftW / 2, 4 * L.dpr), true);
      ctx.fill();
      // A coloured shaft or base gets the discs' outline, so a white one
      // (Four_Star's star) stands out on a light background.
      if (position.shafts[i] !== 'grey') this.outline(ctx, L);
      ctx.fillStyle = this.colour(position.bases[i]);
      roundRect(ctx, x - Math.floor(L.baseW / 2), L.baseTop, L.baseW, L.baseH, Math.min(L.baseH / 2, 4 * L.dpr));
      ctx.fill();
      if (position.bases[i] !== 'grey') this.outline(ctx, L);
    }

    // Pin numbers.
    const fontPx = this.pinNumberSize(L);
    ctx.font = `600 ${fontPx}px ${palette.font}`;
    ctx.fillStyle = palette.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < pins.length; i++) {
      const marked = i === this.cursor || i === this.lifted;
      if (L.labelEvery > 1 && i !== 0 && (i + 1) % L.labelEvery !== 0 && !marked) continue;
      ctx.fillText(String(i + 1), this.pinX(L, i), L.labelTop + Math.round(12 * L.dpr * L.scale));
    }

    // Discs; the top disc of a pin is drawn elsewhere when it is in flight or lifted.
    const flight = this.flight;
    for (let i = 0; i < pins.length; i++) {
      const stack = pins[i];
      const x = this.pinX(L, i);
      let count = stack.length;
      if (flight?.from === i || this.lifted === i) count -= 1;
      for (let level = 0; level < count; level++) {
        this.drawDisc(L, stack[level], x, L.baseTop - (level + 1) * L.discH);
      }
    }

    // A disc held above its pin (manual play).
    const lifted = this.lifted;
    if (lifted !== null && pins[lifted]?.length) {
      const disc = pins[lifted][pins[lifted].length - 1];
      this.drawFloating(L, disc, this.dragX ?? this.pinX(L, lifted), L.liftY);
    }
    // A disc in flight (animation).
    if (flight) {
      const p = this.flightPoint(flight);
      this.drawFloating(L, flight.disc, p.x, p.y);
    }

    if (!this.drawn) {
      this.drawn = true;
      this.onFirstDraw?.();
    }
  }

  /** The pins' numbers' font size, device pixels. */
  pinNumberSize(L) {
    const unit = L.dpr * L.scale;
    return Math.round(Math.min(15 * unit, Math.max(10 * unit, L.slot * 0.5)));
  }

  /** The largest a disc's number is drawn, device pixels (narrow discs draw it smaller). */
  discNumberCap(L) {
    return Math.min(L.discH * 0.62, 16 * L.dpr * L.scale);
  }

  /** The numbers' sizes as drawn now, in CSS pixels: {pin, disc} (disc: on the widest disc, 0 where too thin to carry one). */
  numberSizes() {
    if (!this.position || this.width === 0) return null;
    const L = this.layout();
    const disc = this.discNumberCap(L);
    return { pin: this.pinNumberSize(L) / L.dpr, disc: disc < 7 * L.dpr ? 0 : Math.round(disc) / L.dpr };
  }

  drawHint(L, column, top, bottom, radius) {
    const ctx = this.ctx;
    const { from, to } = this.hint;
    const line = Math.max(2, Math.round(2.5 * L.dpr));
    ctx.save();
    ctx.strokeStyle = this.palette.hint;
    ctx.fillStyle = this.palette.hint;
    ctx.lineWidth = line;
    ctx.setLineDash([4 * line, 2 * line]);
    for (const pin of [from, to]) {
      const [x, w] = column(pin);
      roundRect(ctx, x + line / 2, top + line / 2, w - line, bottom - top - line, radius);
      ctx.stroke();
    }
    // The arrow runs just above the top of the rings, from the pin to the pin.
    ctx.setLineDash([]);
    const y = top + 3 * line;
    const x0 = this.pinX(L, from);
    const x1 = this.pinX(L, to);
    const head = Math.min(6 * line, Math.abs(x1 - x0) / 3);
    const dir = Math.sign(x1 - x0);
    ctx.beginPath();
    ctx.moveTo(x0, y);
    ctx.lineTo(x1 - dir * head, y);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x1, y);
    ctx.lineTo(x1 - dir * head, y - head / 2);
    ctx.lineTo(x1 - dir * head, y + head / 2);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  drawFloating(L, disc, cx, cy) {
    const ctx = this.ctx;
    ctx.save();
    ctx.shadowColor = this.palette.shadow;
    ctx.shadowBlur = Math.min(12 * L.dpr, L.discH);
    ctx.shadowOffsetY = Math.min(4 * L.dpr, L.discH / 3);
    this.drawDisc(L, disc, cx, Math.round(cy - L.discH / 2));
    ctx.restore();
  }

  /** One disc with its top edge at `y`, centred on `cx`: fill, pattern, edge and number. */
  drawDisc(L, disc, cx, y) {
    const ctx = this.ctx;
    const h = L.discH;
    const w = this.discWidth(L, disc.size);
    const x = Math.round(cx - w / 2);
    const fill = this.colour(disc.colour);
    ctx.fillStyle = fill;
    if (h < 5 || w < 5) {
      ctx.fillRect(x, y, w, h >= 3 ? h - 1 : h);
      return;
    }
    const r = Math.min(h / 2, 8 * L.dpr, w / 2);
    roundRect(ctx, x, y, w, h - 1, r);
    ctx.fill();
    ctx.save();
    ctx.shadowColor = 'transparent';
    const pattern = this.patterns && h >= 6 * L.dpr ? this.pattern(disc.colour) : null;
    if (pattern) {
      ctx.fillStyle = pattern;
      ctx.fill();
    }
    ctx.strokeStyle = this.palette.edge;
    ctx.lineWidth = Math.max(1, Math.round(L.dpr));
    const inset = ctx.lineWidth / 2;
    roundRect(ctx, x + inset, y + inset, w - 2 * inset, h - 1 - 2 * inset, Math.max(0, r - inset));
    ctx.stroke();
    this.drawNumber(L, disc, cx, y, w, h, fill);
    ctx.restore();
  }

  /** The disc's size, as large as fits, on a plain patch of its colour. */
  drawNumber(L, disc, cx, y, w, h, fill) {
    const ctx = this.ctx;
    const text = String(disc.size);
    const least = 7 * L.dpr;
    let size = this.discNumberCap(L);
    if (size < least) return;
    ctx.font = `700 ${Math.round(size)}px ${this.palette.font}`;
    let width = ctx.measureText(text).width;
    const room = w - 4 * L.dpr;
    if (width > room) {
      size = Math.floor((size * room) / width);
      if (size < least) return;
      ctx.font = `700 ${size}px ${this.palette.font}`;
      width = ctx.measureText(text).width;
    }
    const midY = y + (h - 1) / 2;
    const padX = Math.min(3 * L.dpr, (w - width) / 2);
    ctx.fillStyle = fill;
    roundRect(ctx, Math.round(cx - width / 2 - padX), Math.round(midY - size / 2), Math.round(width + 2 * padX), Math.round(size), size / 3);
    ctx.fill();
    ctx.fillStyle = this.label(disc.colour);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, cx, midY + L.dpr * 0.5);
  }
}

function roundRect(ctx, x, y, w, h, r, topOnly = false) {
  ctx.beginPath();
  if (r <= 0.5 || w < 2 || h < 2) {
    ctx.rect(x, y, w, h);
    return;
  }
  ctx.roundRect(x, y, w, h, topOnly ? [r, r, 0, 0] : r);
}
