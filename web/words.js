// Small helpers for the sentences the player and the panels show.

/** "1 move", "3 moves"; n may be a number or a BigInt. */
export const plural = (n, one, many = `${one}s`) => `${n} ${BigInt(n) === 1n ? one : many}`;

const whole = new Intl.NumberFormat('en');

/** 2187 → "2,187"; n may be a number or a BigInt (any length). */
export const formatWhole = (n) => whole.format(n);

/** "2,187 positions", "1 position": a count with its thousands marked; n may be a number or a BigInt. */
export const counted = (n, one, many = `${one}s`) => `${whole.format(n)} ${Number(n) === 1 ? one : many}`;

/** The message of whatever was thrown. */
export const message = (error) => (error instanceof Error ? error.message : String(error));

/** The core's messages start in lower case, to be used inside sentences; this starts one. */
export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** 43046721 → "43,046,721"; beyond a trillion, "about 1.2 × 10^19". */
export function largeCount(n) {
  if (n < 1e12) return formatWhole(Math.round(n));
  const exponent = Math.floor(Math.log10(n));
  const mantissa = n / 10 ** exponent;
  return `about ${mantissa.toFixed(1)} × 10^${exponent}`;
}

/** Bytes in binary units: "41 MB", "1.5 GB", "10 EB". */
export function bytes(n) {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  if (i === 0) return `${Math.round(n)} bytes`;
  return `${n < 10 ? n.toFixed(1) : formatWhole(Math.round(n))} ${units[i]}`;
}
