// The catalogue's move-count formulas, written in plain text by the core
// ("2^n - 1", "sum_{i<s} 2^i·C(i+m-3, m-3)", "A(n+3) = 3A(n+2) - 2A(n)"),
// typeset as MathML, which browsers render natively: powers raised,
// subscripts lowered, ≤ and − and √ as such, the words between formulas
// left as words. A formula it cannot read is shown as written. Also big
// totals in scientific notation ("1.84 × 10¹⁹"). DOM-free.

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

const OPERATORS = { '<=': '≤', '>=': '≥', '-': '−', '...': '…', '*': '·' };
/** Words that are mathematics, not prose. */
const FUNCTIONS = new Set(['sqrt', 'floor', 'sum']);

/** Splits the text into numbers, names (with a subscript: a_1, a_i), words, operators and spaces. */
function tokens(text) {
  const pattern = /\s+|-th\b|\d+(?:\.\d+)?|sum_\{[^}]*\}|[A-Za-z]+(?:_[A-Za-z0-9]+)?|<=|>=|\.\.\.|[-+·*/=<>()[\],;^:]|./gy;
  const list = [];
  for (const match of text.matchAll(pattern)) list.push(match[0]);
  return list;
}

const leaf = (tag, text) => `<${tag}>${escape(text)}</${tag}>`;

/** One name: a prose word stays a word, a subscripted name is lowered, letters are identifiers. */
function name(token) {
  const sub = /^([A-Za-z]+)_([A-Za-z0-9]+)$/.exec(token);
  if (sub) return `<msub>${leaf('mi', sub[1])}${leaf(/^\d+$/.test(sub[2]) ? 'mn' : 'mi', sub[2])}</msub>`;
  // Variables are single letters; a lowercase word is prose ("as", "for", "within").
  if (/^[a-z]{2,}$/.test(token) && !FUNCTIONS.has(token)) return leaf('mtext', token);
  return leaf('mi', token);
}

/**
 * Parses tokens from `at` up to a closing bracket (or the end) into a list
 * of MathML pieces; returns [pieces, next index]. `^` raises the next atom
 * over the piece before it.
 */
function sequence(list, at, closer) {
  const pieces = [];
  let i = at;
  let space = false;
  while (i < list.length && list[i] !== closer) {
    const token = list[i];
    if (/^\s+$/.test(token)) {
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
  if (closer && list[i] !== closer) throw new Error(`no closing ${closer}`);
  return [pieces, i];
}

/** One atom at `at`: a bracketed group, a sum, a root, a number, a name or an operator. */
function atom(list, at) {
  let i = at;
  while (/^\s+$/.test(list[i] ?? '')) i += 1;
  const token = list[i];
  if (token === undefined) throw new Error('the formula ends too soon');
  if (token === '(' || token === '[') {
    const closer = token === '(' ? ')' : ']';
    const [inner, end] = sequence(list, i + 1, closer);
    return [`<mrow><mo>${token}</mo>${inner.join('')}<mo>${closer}</mo></mrow>`, end + 1];
  }
  if (token.startsWith('sum_{')) {
    const under = sequence(tokens(token.slice(5, -1)), 0, undefined)[0].join('');
    return [`<munder><mo>∑</mo><mrow>${under}</mrow></munder>`, i + 1];
  }
  if ((token === 'sqrt' || token === 'floor') && list[i + 1] === '(') {
    const [inner, end] = sequence(list, i + 2, ')');
    const body = inner.join('');
    return [token === 'sqrt' ? `<msqrt>${body}</msqrt>` : `<mrow><mo>⌊</mo>${body}<mo>⌋</mo></mrow>`, end + 1];
  }
  if (/^\d/.test(token)) return [leaf('mn', token), i + 1];
  if (token === '-th') return [leaf('mtext', '-th'), i + 1];
  if (/^[A-Za-z]/.test(token)) return [name(token), i + 1];
  return [leaf('mo', OPERATORS[token] ?? token), i + 1];
}

/**
 * The text cut, outside brackets, after ", " and "; " and (when it is
 * long) before " + ", " - ", " = " and comparisons, keeping the separators: MathML does not wrap lines, so
 * a long formula is a row of short ones with places to wrap between them.
 * Parts at even places are formulas, at odd places separators.
 */
function clauses(text) {
  // Short formulas stay whole; only a long one is cut before its operators too.
  const long = text.length > 28;
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (depth > 0) continue;
    else if ((c === ',' || c === ';') && text[i + 1] === ' ') {
      parts.push(text.slice(start, i), `${c} `);
      start = i + 2;
      i += 1;
    } else if (long && c === ' ' && /^ (?:[-+=<>]|<=|>=) /.test(text.slice(i, i + 4)) && i > start) {
      parts.push(text.slice(start, i), ' ');
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Words alone ("no closed form"): left as text, which wraps, rather than one unbreakable <math>. */
const isProse = (part) => /^[a-z]{2,}(?: [a-z]{2,})*$/.test(part) && !part.split(' ').some((w) => FUNCTIONS.has(w));

/**
 * The formula as MathML markup (one <math> per clause, each with its plain
 * text as its accessible label, the commas between them as text, a clause
 * of words alone as words); `null` when it cannot be read (show the text
 * then). A comma or semicolon stays with the clause before it (with a
 * <math>, in a `clause` span that the page keeps on one line), so that no
 * line starts with one.
 */
export function formulaMathML(text) {
  try {
    const parts = clauses(text);
    return parts
      .map((part, i) => {
        // A separator's comma or semicolon went out with the clause before it.
        if (i % 2 === 1) return escape(part.replace(/^[,;]/, ''));
        const mark = /^[,;]/.exec(parts[i + 1] ?? '')?.[0] ?? '';
        if (isProse(part)) return escape(part) + mark;
        const math = `<math display="inline" aria-label="${escape(part)}"><mrow>${sequence(tokens(part), 0, undefined)[0].join('')}</mrow></math>`;
        return mark ? `<span class="clause">${math}${mark}</span>` : math;
      })
      .join('');
  } catch {
    return null;
  }
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A big count as "1.84 × 10¹⁹" (three significant figures); `null` below a million, where digits read fine. */
export function scientific(total) {
  const digits = String(total);
  if (!/^\d+$/.test(digits) || digits.length < 7) return null;
  const exponent = digits.length - 1;
  // Three figures, rounded half up on whole numbers (no float error), carrying
  // into the next power of ten when they must: 9995… is 1.00 × 10^(e+1).
  let figures = Math.round(Number(digits.slice(0, 4)) / 10);
  let power = exponent;
  if (figures === 1000) {
    figures = 100;
    power += 1;
  }
  const raised = [...String(power)].map((d) => SUPERSCRIPTS[Number(d)]).join('');
  return `${String(figures)[0]}.${String(figures).slice(1)} × 10${raised}`;
}
