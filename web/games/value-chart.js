// Draws the value history (value-history.js's points) on a canvas: move
// number across, the first player's wins above the middle line and the
// second player's below, nearer the edge the nearer the end; draws and ties
// on the line. A move that threw away a win gets a ring and a cross, so it
// shows without colour. The chart's text alternative is the page's.

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

  const padL = 70;
  const padR = 10;
  const padY = 14;
  const mid = cssH / 2;
  const half = mid - padY;
  const most = Math.max(1, ...points.map((p) => p.remoteness ?? 0));
  const span = Math.max(1, points.length - 1);
  const x = (t) => padL + ((cssW - padL - padR) * t) / span;
  // Remoteness 0 at the edge, the largest nearest the middle.
  const y = (p) => (p.side === 0 ? mid : mid - p.side * half * (1 - (p.remoteness ?? 0) / (most + 1)));

  ctx.font = '12px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = muted;
  ctx.fillText(`${names[0]} wins`, 4, padY + 6);
  ctx.fillText('draw / tie', 4, mid);
  ctx.fillText(`${names[1]} wins`, 4, cssH - padY - 6);
  ctx.strokeStyle = muted;
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 4]);
  ctx.beginPath();
  ctx.moveTo(padL, mid);
  ctx.lineTo(cssW - padR, mid);
  ctx.stroke();
  ctx.setLineDash([]);

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
}
