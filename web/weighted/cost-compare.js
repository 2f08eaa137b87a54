// Compares two costs the core wrote as decimal text ("43", "17.5") and
// gives their difference as text, exactly: each is read as a BigInt of
// units at the finer of the two precisions. The core does all the pricing;
// this only sets a hand-played total beside the cheapest one.
// (A core function giving the difference would replace this.) DOM-free.

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** [whole, fraction digits] of a cost's text; throws on anything else. */
function parts(text) {
  const match = DECIMAL.exec(String(text));
  if (!match) throw new Error(`${JSON.stringify(text)} is not a cost`);
  return [match[1], match[2] ?? ''];
}

/** Both costs as BigInts in units of the finer precision, and that precision's digits. */
function aligned(a, b) {
  const [wa, fa] = parts(a);
  const [wb, fb] = parts(b);
  const digits = Math.max(fa.length, fb.length);
  const units = (whole, fraction) => BigInt(whole + fraction.padEnd(digits, '0'));
  return { x: units(wa, fa), y: units(wb, fb), digits };
}

/** -1, 0 or 1 as cost `a` is less than, equal to or more than cost `b`. */
export function compareCosts(a, b) {
  const { x, y } = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a − b as text ("2", "0.25"), for a ≥ b; trailing zeros of the fraction dropped. */
export function costDifference(a, b) {
  const { x, y, digits } = aligned(a, b);
  if (x < y) throw new Error(`${a} is less than ${b}`);
  const text = (x - y).toString().padStart(digits + 1, '0');
  if (digits === 0) return text;
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
