// Small helpers for the sentences the player and the panels show. Numbers
// are written one way everywhere on the page: every count and move number
// with its thousands marked ("9,223,372,036,854,775,808"), and a number
// too long to read at a glance, or a power, with a raised exponent
// ("1.84 × 10¹⁹", "2¹²⁸").

const whole = new Intl.NumberFormat('en');

/** 2187 → "2,187"; n may be a number, a BigInt or a whole number in decimal (any length). */
export const formatWhole = (n) => whole.format(typeof n === 'string' && /^\d+$/.test(n) ? BigInt(n) : n);

/** "1 move", "3 moves", "1,048,575 moves"; n may be a number, a BigInt or a whole number in decimal. */
export const plural = (n, one, many = `${one}s`) => `${formatWhole(n)} ${BigInt(n) === 1n ? one : many}`;

const RAISED = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 19 → "¹⁹": an exponent, raised. */
export const raised = (n) => String(n).replace(/\d/g, (d) => RAISED[d]);

/**
 * A whole number (number, BigInt or decimal text) of at least 1 as "1.84 ×
 * 10¹⁹" (with no-break spaces): three significant figures, rounded half up exactly (no float
 * error), carrying into the next power of ten when they must (9995… is
 * 1.00 × 10¹⁰). The page's one way of writing a large number roughly.
 */
export function scientific(n) {
  const digits = typeof n === 'number' ? BigInt(Math.round(n)).toString() : String(n);
  let exponent = digits.length - 1;
  let figures = Math.round(Number(digits.slice(0, 4).padEnd(4, '0')) / 10);
  if (figures === 1000) {
    figures = 100;
    exponent += 1;
  }
  const text = String(figures);
  // No-break spaces: "1.84 × 10¹⁹" is never cut across two lines.
  return `${text[0]}.${text.slice(1)}\u00a0×\u00a010${raised(exponent)}`;
}

/** A count past 2^128 − 1, which the core does not count, as the page writes it. */
export const TOO_MANY_TO_COUNT = `2${raised(128)} or more`;

/** From a million on, a number is also given roughly: below, its digits read at a glance. */
export const ROUGHLY_FROM = 1_000_000n;

/** A whole number (number, BigInt or decimal text) at a glance: exact with its thousands marked below a million, else "1.84 × 10¹⁹". */
export const roughly = (n) => (BigInt(n) < ROUGHLY_FROM ? formatWhole(n) : scientific(n));

/** "2,187 positions", "1 position": a count with its thousands marked; n may be a number or a BigInt. */
export const counted = (n, one, many = `${one}s`) => `${whole.format(n)} ${Number(n) === 1 ? one : many}`;

/** The message of whatever was thrown. */
export const message = (error) => (error instanceof Error ? error.message : String(error));

/** The core's messages start in lower case, to be used inside sentences; this starts one. */
export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** 43046721 → "43,046,721"; from a trillion on (a number, approximate), "about 1.23 × 10¹⁹". */
export function largeCount(n) {
  if (n < 1e12) return formatWhole(Math.round(n));
  return `about ${scientific(n)}`;
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
