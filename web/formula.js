// The catalogue's move-count formulas, written in plain text by the core
// ("2^n - 1", "sum_{i<s} 2^i·C(i+m-3, m-3)", "A(n+3) = 3A(n+2) - 2A(n)"),
// typeset as MathML, which browsers render natively: powers raised,
// subscripts lowered, ≤ and − and √ as such, the words between formulas
// left as words. MathML does not wrap, so a formula is cut into parts a
// line may break between (after its commas, before its operators when it
// is long, inside a long bracketed list), each part a <math> read out as
// written: every formula fits a phone's card. A formula it cannot read is
// shown as written. DOM-free.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

const OPERATORS = { '<=': '≤', '>=': '≥', '-': '−', '...': '…', '*': '·' };
/** Words that are mathematics, not prose. */
const FUNCTIONS = new Set(['sqrt', 'floor', 'sum']);
/** Operators a long formula may be cut before, between two spaces. */
const CUT_BEFORE = new Set(['+', '-', '=', '<', '>', '<=', '>=', '~']);
/** A formula longer than this is cut before its operators too, not only after its commas. */
const LONG_FORMULA = 28;
/** A bracketed group longer than this (brackets included) is cut inside as well: a list such as Rainbow's s = (DDD, CDD, …, 1). */
const LONG_GROUP = 24;

/** Splits the text into numbers, names (with a subscript: a_1, a_i), words, operators and spaces. */
function tokens(text) {
  const pattern = /\s+|-th\b|\d+(?:\.\d+)?|sum_\{[^}]*\}|[A-Za-z]+'s\b|[A-Za-z]+(?:_[A-Za-z0-9]+)?|<=|>=|\.\.\.|[-+·*/=<>()[\],;:^~]|./gy;
  const list = [];
  for (const match of text.matchAll(pattern)) list.push(match[0]);
  return list;
}

const leaf = (tag, text) => `<${tag}>${escape(text)}</${tag}>`;
const isSpace = (token) => /^\s+$/.test(token ?? '');

/** A word of prose ("for", "within", "Cyclic", "Reve's"): variables are single letters, procedures capitals (DDD, BABB). */
const isWord = (token) => /^(?:[a-z]{2,}|[A-Z][a-z]+)(?:'s)?$/.test(token) && !FUNCTIONS.has(token);

/** One name: a subscripted name is lowered, letters are identifiers. */
function name(token) {
  const sub = /^([A-Za-z]+)_([A-Za-z0-9]+)$/.exec(token);
  if (sub) return `<msub>${leaf('mi', sub[1])}${leaf(/^\d+$/.test(sub[2]) ? 'mn' : 'mi', sub[2])}</msub>`;
  if (isWord(token)) return leaf('mtext', token);
  return leaf('mi', token);
}

/**
 * Parses tokens from `at` up to a closing bracket (or the end) into a list
 * of MathML pieces; returns [pieces, next index]. `^` raises the next atom
 * over the piece before it. A part of a formula cut inside a bracket has
 * an opening bracket without its closer, or a closer without its opener:
 * each is then drawn on its own.
 */
function sequence(list, at, closer) {
  const pieces = [];
  let i = at;
  let space = false;
  while (i < list.length && list[i] !== closer) {
    const token = list[i];
    if (isSpace(token)) {
      space = true;
      i += 1;
      continue;
    }
    if (token === '^') {
      const base = pieces.pop();
      if (base === undefined) throw new Error('a power with no base');
      const [exponent, next] = atom(list, i + 1);
      pieces.push(`<msup>${base}${exponent}</msup>`);
      i = next;
      space = false;
      continue;
    }
    // A space next to a word is kept (mathematics spaces itself).
    const [piece, next] = atom(list, i);
    const prose = (p) => /^<mtext>/.test(p ?? '');
    if (space && (prose(piece) || prose(pieces.at(-1)))) pieces.push('<mspace width="0.3em"/>');
    pieces.push(piece);
    space = false;
    i = next;
  }
  return [pieces, i];
}

/** One atom at `at`: a bracketed group, a sum, a root, a number, a name or an operator. */
function atom(list, at) {
  let i = at;
  while (isSpace(list[i])) i += 1;
  const token = list[i];
  if (token === undefined) throw new Error('the formula ends too soon');
  if (token === '(' || token === '[') {
    const closer = token === '(' ? ')' : ']';
    const [inner, end] = sequence(list, i + 1, closer);
    const closed = list[end] === closer;
    return [`<mrow><mo>${token}</mo>${inner.join('')}${closed ? `<mo>${closer}</mo>` : ''}</mrow>`, closed ? end + 1 : end];
  }
  if (token.startsWith('sum_{')) {
    const under = sequence(tokens(token.slice(5, -1)), 0, undefined)[0].join('');
    return [`<munder><mo>∑</mo><mrow>${under}</mrow></munder>`, i + 1];
  }
  if ((token === 'sqrt' || token === 'floor') && list[i + 1] === '(') {
    const [inner, end] = sequence(list, i + 2, ')');
    if (list[end] !== ')') throw new Error(`${token} cut short`);
    const body = inner.join('');
    return [token === 'sqrt' ? `<msqrt>${body}</msqrt>` : `<mrow><mo>⌊</mo>${body}<mo>⌋</mo></mrow>`, end + 1];
  }
  if (/^\d/.test(token)) return [leaf('mn', token), i + 1];
  if (token === '-th') return [leaf('mtext', '-th'), i + 1];
  if (/^[A-Za-z]/.test(token)) return [name(token), i + 1];
  return [leaf('mo', OPERATORS[token] ?? token), i + 1];
}

/** The index of the bracket that closes the one at `at`, or -1. */
function closing(list, at) {
  let depth = 0;
  for (let i = at; i < list.length; i++) {
    if (list[i] === '(' || list[i] === '[') depth += 1;
    else if (list[i] === ')' || list[i] === ']') depth -= 1;
    if (depth === 0) return i;
  }
  return -1;
}

/**
 * For each token, whether a line may break beside it: inside a long
 * bracket (not a root's or a floor's), or outside brackets in a long
 * formula. Null where the brackets do not pair up.
 */
function breakable(list, long) {
  const starts = [];
  let offset = 0;
  for (const token of list) {
    starts.push(offset);
    offset += token.length;
  }
  const result = [];
  const open = [];
  for (const [i, token] of list.entries()) {
    if ((token === ')' || token === ']') && open.pop()?.closer !== token) return null;
    result.push(open.length ? open.at(-1).long : long);
    if (token === '(' || token === '[') {
      const close = closing(list, i);
      if (close < 0) return null;
      const long = !FUNCTIONS.has(list[i - 1]) && starts[close] + 1 - starts[i] > LONG_GROUP;
      open.push({ closer: token === '(' ? ')' : ']', long });
    }
  }
  return open.length ? null : result;
}

/**
 * The text cut into parts a line may wrap between, since MathML does not
 * wrap: words (a run of prose outside brackets, which wraps as text), and
 * pieces of formula, cut after ", ", "; " and ": " and, in a long formula,
 * before an operator between spaces; inside a long bracket ("s = (DDD,
 * CDD, …)") the same. A comma, semicolon or colon that ends a part is kept
 * as its `mark`, to be shown after it on the same line.
 * @returns {{kind: 'math'|'words', text: string, mark: string}[] | null}
 */
function parts(text) {
  const list = tokens(text);
  const cut = breakable(list, text.length > LONG_FORMULA);
  if (!cut) return null;
  const found = [];
  let part = null;
  let depth = 0;
  const end = () => {
    if (part?.text.trim()) found.push({ ...part, text: part.text.trim() });
    part = null;
  };
  const add = (kind, token) => {
    if (part && part.kind !== kind) end();
    part ??= { kind, text: '', mark: '' };
    part.text += token;
  };
  for (const [i, token] of list.entries()) {
    if (isSpace(token)) {
      if (part) part.text += ' ';
      continue;
    }
    if ((token === ',' || token === ';' || token === ':') && isSpace(list[i + 1]) && (depth === 0 || cut[i])) {
      // Outside brackets it separates (kept beside the part before); inside, it belongs to the formula.
      if (depth === 0 && part) part.mark = token;
      else add('math', token);
      end();
      continue;
    }
    if (CUT_BEFORE.has(token) && isSpace(list[i - 1]) && isSpace(list[i + 1]) && cut[i]) end();
    add(depth === 0 && isWord(token) ? 'words' : 'math', token);
    if (token === '(' || token === '[') depth += 1;
    else if (token === ')' || token === ']') depth -= 1;
  }
  end();
  return found;
}

/**
 * The formula as markup: one MathML <math> per part, each with its plain
 * text as its accessible label, the words between them as words, the parts
 * separated by spaces a line may break at; `null` when it cannot be read
 * (show the text then). A part's comma, semicolon or colon stays with it
 * (in a `clause` span that the page keeps on one line), so that no line
 * starts with one.
 */
export function formulaMathML(text) {
  try {
    const list = parts(text);
    if (!list) return null;
    return list
      .map(({ kind, text: part, mark }, i) => {
        if (kind === 'words') return (i ? ' ' : '') + escape(part) + mark;
        let inner = sequence(tokens(part), 0, undefined)[0].join('');
        // A part cut before its operator ("= 2A(n-1)", "+ 1"): the operator is
        // spaced as between two terms, and the break before it takes no room
        // (a zero-width space) so that it is spaced once, not twice.
        const cutBefore = CUT_BEFORE.has(tokens(part)[0]);
        if (cutBefore) inner = inner.replace(/^<mo>/, '<mo form="infix">');
        const math = `<math display="inline" aria-label="${escape(part)}"><mrow>${inner}</mrow></math>`;
        return (i ? (cutBefore ? '\u200b' : ' ') : '') + (mark ? `<span class="clause">${math}${mark}</span>` : math);
      })
      .join('');
  } catch {
    return null;
  }
}
