// A pattern for each colour name, so that colour is never the only cue: on a
// Domino or Reversi disc the pattern says which side is up even to someone
// who cannot tell pink from cyan. Red and grey stay plain; every other colour
// the core names has its own. Drawn on small repeating tiles.

const KINDS = {
  green: 'slash',
  blue: 'dots',
  orange: 'horizontal',
  white: 'backslash',
  magenta: 'cross',
  cyan: 'vertical',
  yellow: 'grid',
  pink: 'checker',
  purple: 'big-dots',
  brown: 'zigzag',
  teal: 'wide-slash',
  lime: 'wide-horizontal',
  navy: 'rings',
  olive: 'wide-backslash',
};

/** The pattern of a colour name, or null for a plain one. */
export function patternFor(colour) {
  return KINDS[colour] ?? null;
}

/** Paints one `size`×`size` tile of pattern `kind` in `ink`. */
export function paintTile(ctx, kind, size, ink, dpr = 1) {
  const s = size;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, Math.round(1.2 * dpr));
  const line = (x0, y0, x1, y1) => {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
  };
  const dot = (x, y, r) => {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  };
  switch (kind) {
    case 'slash':
    case 'wide-slash':
      // Diagonals that join up across tiles.
      line(-1, s + 1, s + 1, -1);
      if (kind === 'slash') {
        line(-1, s / 2 + 1, s / 2 + 1, -1);
        line(s / 2 - 1, s + 1, s + 1, s / 2 - 1);
      }
      break;
    case 'backslash':
    case 'wide-backslash':
      line(-1, -1, s + 1, s + 1);
      if (kind === 'backslash') {
        line(s / 2 - 1, -1, s + 1, s / 2 + 1);
        line(-1, s / 2 - 1, s / 2 + 1, s + 1);
      }
      break;
    case 'horizontal':
      line(0, s / 4, s, s / 4);
      line(0, (3 * s) / 4, s, (3 * s) / 4);
      break;
    case 'wide-horizontal':
      line(0, s / 2, s, s / 2);
      break;
    case 'vertical':
      line(s / 4, 0, s / 4, s);
      line((3 * s) / 4, 0, (3 * s) / 4, s);
      break;
    case 'cross':
      line(-1, s + 1, s + 1, -1);
      line(-1, -1, s + 1, s + 1);
      break;
    case 'grid':
      line(s / 2, 0, s / 2, s);
      line(0, s / 2, s, s / 2);
      break;
    case 'dots':
      dot(s / 4, s / 4, s / 9);
      dot((3 * s) / 4, (3 * s) / 4, s / 9);
      break;
    case 'big-dots':
      dot(s / 2, s / 2, s / 4.5);
      break;
    case 'checker':
      ctx.fillRect(0, 0, s / 2, s / 2);
      ctx.fillRect(s / 2, s / 2, s / 2, s / 2);
      break;
    case 'zigzag':
      ctx.beginPath();
      ctx.moveTo(0, (3 * s) / 4);
      ctx.lineTo(s / 2, s / 4);
      ctx.lineTo(s, (3 * s) / 4);
      ctx.stroke();
      break;
    case 'rings':
      ctx.beginPath();
      ctx.arc(s / 2, s / 2, s / 4, 0, Math.PI * 2);
      ctx.stroke();
      break;
    default:
      break;
  }
}
