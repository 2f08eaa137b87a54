// The Export / import panel: the whole solution on show as text, CSV or
// JSON (the formats of `hanoi moves`, pins from 1), downloaded or copied; the
// position on show as a PNG (what the canvas draws) or an SVG (drawn from the
// same position, for slides); and a move list pasted or chosen as a file,
// checked by the rules and played with the usual controls. Results and
// refusals go to a polite live region. The formats and their messages are
// hanoi-core's (see imported.js); the panel acts through the panels'
// interface (panel-view.js).

import { FORMATS, fileStem } from '../imported.js';
import { download } from '../dom.js';
import { plural, message, capitalise, formatWhole } from '../words.js';

/** The hint's first words from a start of one's own, which has no solution of its own to export. */
const OWN_START_HINT = 'The whole solution on show, which starts from the usual start (a start of your own has none of its own; Print lists the moves you made),';

export class ExchangePanel {
  /**
   * @param {object} el  {format, download, copy, png, svg, text, file, play, status, links, hint}
   * @param {object} view  the panels' interface (panel-view.js), with the study module (move lists written and read)
   */
  constructor(el, view) {
    this.el = el;
    this.view = view;
    this.url = null; // the last download's object URL, revoked when the next is made
    el.download?.addEventListener('click', () => this.downloadMoves());
    el.copy?.addEventListener('click', () => this.copyMoves());
    el.png?.addEventListener('click', () => this.downloadPng());
    el.svg?.addEventListener('click', () => this.downloadSvg());
    el.play?.addEventListener('click', () => this.importText(el.text.value));
    el.file?.addEventListener('change', () => this.importFile());
    if (el.limit) el.limit.textContent = formatWhole(view.study.transcriptLimit());
    // From a start of one's own the moves exported are still the solution
    // on show (the algorithm's, or a list played), from the usual start:
    // the panel says so.
    this.hintText = el.hint?.innerHTML ?? '';
    view.subscribe((state) => this.follow(state));
    this.follow(view.state);
  }

  /** Whether a start (or goal) of one's own is on show. */
  ownStart(state = this.view.state) {
    return Boolean(state?.ownEnds);
  }

  follow(state) {
    const hint = this.el.hint;
    if (!hint) return;
    const own = this.ownStart(state);
    if (hint.dataset.own === String(own)) return;
    hint.dataset.own = String(own);
    // The limit is a span of the hint's own markup, so the words around it change and it stays.
    hint.innerHTML = own ? this.hintText.replace(/^The whole solution on show,/, OWN_START_HINT) : this.hintText;
  }

  /** Where the exported moves start, from a start of one's own (for the status), else nothing. */
  whose() {
    return this.ownStart() ? ', from the usual start' : '';
  }

  /** Says the result (or the refusal) in the live region. */
  say(text, kind = 'ok') {
    const status = this.el.status;
    status.dataset.kind = kind;
    // The same words again are still read out.
    status.textContent = status.textContent === text ? `${text}\u00a0` : text;
  }

  format() {
    return this.el.format?.value ?? 'text';
  }

  /** The moves in the chosen format, or null after saying why not. */
  moves() {
    try {
      return this.view.exportMoves(this.format());
    } catch (error) {
      this.say(`Not exported: ${message(error)}.`, 'error');
      return null;
    }
  }

  downloadMoves() {
    const out = this.moves();
    if (!out) return;
    this.offer(new Blob([out.text], { type: out.type }), out.name, `${plural(out.count, 'move')}${this.whose()}`);
  }

  async copyMoves() {
    const out = this.moves();
    if (!out) return;
    const label = FORMATS.find((f) => f.id === this.format()).label;
    const ok = await copyText(out.text);
    if (ok) this.say(`Copied ${plural(out.count, 'move')} as ${label}, pins numbered from 1${this.whose()}.`);
    else this.say('This browser did not let the page copy: use Download instead.', 'error');
  }

  /** The file name's start for a picture: "classic-3-discs-move-4". */
  pictureStem() {
    const state = this.view.state;
    return `${fileStem(state, this.view.pinsVary())}-move-${state.t}`;
  }

  downloadPng() {
    const made = this.view.picturePng();
    if (!made) return this.say('Not exported: there is no picture to save.', 'error');
    const name = `${this.pictureStem()}.png`;
    made.then((blob) => {
      if (blob) this.offer(blob, name, `the picture at move ${formatWhole(this.view.state.t)}`);
      else this.say('Not exported: the browser could not make a PNG of the tower.', 'error');
    });
  }

  downloadSvg() {
    const name = `${this.pictureStem()}.svg`;
    this.offer(new Blob([this.view.pictureSvg()], { type: 'image/svg+xml' }), name, `the picture at move ${formatWhole(this.view.state.t)}`);
  }

  /** Saves `blob` as `name` (a download link, clicked), and keeps the link in the panel. */
  offer(blob, name, what) {
    if (this.url) URL.revokeObjectURL(this.url);
    const link = download(blob, name);
    this.url = link.href;
    link.textContent = name;
    link.className = 'exchange-file';
    if (this.el.links) this.el.links.replaceChildren('Last file: ', link, ` (${size(blob.size)})`);
    this.say(`Saved ${name}: ${what}.`);
  }

  async importFile() {
    const file = this.el.file.files?.[0];
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch (error) {
      return this.say(`Not imported: ${file.name} could not be read (${message(error)}).`, 'error');
    }
    this.el.file.value = '';
    this.importText(text, file.name);
  }

  /** Reads, checks and plays a list; refuses it (changing nothing) with the core's reason. */
  importText(text, source = null) {
    const from = source ? ` ${source}` : '';
    if (!text.trim()) return this.say(`Not imported${from}: there is nothing to read. Paste moves as \`from to\` lines, pins from 1.`, 'error');
    let checked;
    try {
      checked = this.view.importMoves(text);
    } catch (error) {
      return this.say(`Not imported${from}: ${message(error)}. Nothing changed.`, 'error');
    }
    const state = this.view.state;
    const count = plural(checked.moves.length / 2, 'move');
    let judged = '';
    try {
      judged = `: ${this.view.verdict().text}`;
    } catch {
      judged = '';
    }
    const puzzle = checked.other ? ` for ${state.title} with ${plural(state.discs, 'disc')} and ${state.pins} pins (as the list says)` : '';
    this.say(`${capitalise(`playing the imported list${from}`)}${puzzle}, ${count}${judged}.`);
  }

  dispose() {
    if (this.url) URL.revokeObjectURL(this.url);
  }
}

/** "812 bytes", "4.1 KB", "7.6 MB". */
function size(n) {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** The clipboard, or the old way where it is not allowed; true if copied. */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    const focused = document.activeElement;
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    focused?.focus?.();
    return ok;
  }
}
