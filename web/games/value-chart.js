// Draws the value history (value-history.js's points) on a canvas: move
// number across; the first player's wins in the upper band and the second
// player's in the lower, nearer the edge the nearer the end; draws, ties and
// undecided values in a band of their own in the middle, set apart from both
// so that a long win never sits next to a draw (as GamesmanUni's chart keeps
// a column for draws). A move that threw away a win gets a ring and a cross,
// so it shows without colour. The chart's text alternative is the page's.

/**
 * Where the bands lie on a canvas of `width` × `height` CSS pixels with the
 * plot starting at `left` (room for the labels), and where each point goes.
 */
export function chartGeometry(points, width, height, left = 70) {
  const right = width - 10;
  const pad = 12;
  const mid = height / 2;
  // The middle band, and the empty gap between it and each side's band.
  const drawHalf = 9;
  const gap = 9;
  const first = { top: pad, bottom: mid - drawHalf - gap };
  const draw = { top: mid - drawHalf, bottom: mid + drawHalf };
  const second = { top: mid + drawHalf + gap, bottom: height - pad };
  const most = Math.max(1, ...points.map((p) => (p.side === 0 ? 0 : (p.remoteness ?? 0))));
  const span = Math.max(1, points.length - 1);
  const x = (t) => left + ((right - left) * t) / span;
  // Remoteness 0 at the outer edge, the largest at the band's inner edge.
  const y = (p) => {
    if (p.side === 0) return mid;
    const reach = (p.remoteness ?? 0) / most;
    return p.side > 0 ? first.top + (first.bottom - first.top) * reach : second.bottom - (second.bottom - second.top) * reach;
  };
  return { left, right, mid, most, first, draw, second, x, y };
}

/**
 * Draws the chart; returns its geometry (the bands, and each point's x and y
 * in CSS pixels) for whoever wants to know where things are.
 */
export function drawValueChart(canvas, points, { current = null, names = ['Player 1', 'Player 2'] } = {}) {
  const dpr = window.devicePixelRatio || 1;
  const cssW = canvas.clientWidth || 300;
  const cssH = canvas.clientHeight || 160;
  if (canvas.width !== Math.round(cssW * dpr) || canvas.height !== Math.round(cssH * dpr)) {
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssW, cssH);
  const style = getComputedStyle(canvas);
  const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  const ink = read('--text', '#222');
  const muted = read('--muted', '#666');
  const win = read('--value-win', '#18794e');
  const lose = read('--value-lose', '#b42318');
  const level = read('--value-draw', '#5b6472');
  const band = read('--value-band', 'rgba(91, 100, 114, .12)');
  ctx.font = '12px system-ui, sans-serif';
  const labels = [`${names[0]} wins`, 'draw / tie', `${names[1]} wins`];
  // Room for the longest label and the remoteness beside the plot.
  const labelWidth = Math.max(...labels.map((l) => ctx.measureText(l).width));
  const g = chartGeometry(points, cssW, cssH, Math.ceil(labelWidth) + 34);
  const { left, right, mid, first, draw, second, x, y } = g;

  // The draw band, shaded, and the inner edge of each side's band, where its longest win lies.
  ctx.fillStyle = band;
  ctx.fillRect(left, draw.top, right - left, draw.bottom - draw.top);
  ctx.strokeStyle = muted;
  ctx.lineWidth = 1;
  ctx.setLineDash([2, 3]);
  for (const edge of [first.bottom, second.top]) {
    ctx.beginPath();
    ctx.moveTo(left, edge);
    ctx.lineTo(right, edge);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  ctx.textBaseline = 'middle';
  ctx.fillStyle = muted;
  ctx.fillText(labels[0], 4, first.top + 6);
  ctx.fillText(labels[1], 4, mid);
  ctx.fillText(labels[2], 4, second.bottom - 6);
  // Remoteness at the bands' edges, where there is a win to measure: 0 at the outside, the longest inside.
  if (points.some((p) => p.side !== 0)) {
    ctx.textAlign = 'right';
    ctx.font = '10px system-ui, sans-serif';
    ctx.fillText('0', left - 11, first.top + 4);
    ctx.fillText(String(g.most), left - 11, first.bottom);
    ctx.fillText(String(g.most), left - 11, second.top);
    ctx.fillText('0', left - 11, second.bottom - 4);
    ctx.textAlign = 'start';
  }

  ctx.strokeStyle = ink;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  points.forEach((p, i) => (i ? ctx.lineTo(x(p.t), y(p)) : ctx.moveTo(x(p.t), y(p))));
  ctx.stroke();
  for (const p of points) {
    const px = x(p.t);
    const py = y(p);
    ctx.fillStyle = p.side > 0 ? win : p.side < 0 ? lose : level;
    ctx.beginPath();
    // Shapes as well as colours: up triangle, down triangle, square.
    if (p.side > 0) {
      ctx.moveTo(px, py - 5);
      ctx.lineTo(px + 5, py + 4);
      ctx.lineTo(px - 5, py + 4);
    } else if (p.side < 0) {
      ctx.moveTo(px, py + 5);
      ctx.lineTo(px + 5, py - 4);
      ctx.lineTo(px - 5, py - 4);
    } else {
      ctx.rect(px - 4, py - 4, 8, 8);
    }
    ctx.fill();
    if (p.threw !== null) {
      ctx.strokeStyle = ink;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(px, py, 9, 0, 2 * Math.PI);
      ctx.moveTo(px - 6, py - 6);
      ctx.lineTo(px + 6, py + 6);
      ctx.stroke();
    }
    if (current === p.t) {
      ctx.strokeStyle = read('--focus', '#1a66ff');
      ctx.lineWidth = 2;
      ctx.strokeRect(px - 7, py - 7, 14, 14);
    }
  }
  return { ...g, points: points.map((p) => ({ t: p.t, x: x(p.t), y: y(p) })) };
}
