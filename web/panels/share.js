// The Share dialog: the view's address, an iframe snippet, the element
// snippet and a Markdown link (web/share.js makes them), each with a Copy
// button; opened from the masthead, closed with Esc or Close, the focus
// back on the button that opened it.

import { shareSnippets } from '../share.js';

const KINDS = ['link', 'iframe', 'element', 'markdown'];

export class ShareDialog {
  /**
   * @param {object} el  {open, dialog, close, status, link, iframe, element, markdown, and copy-KIND buttons}
   * @param {() => {query: string, title: string}} view  the view on show
   */
  constructor(el, view) {
    this.el = el;
    this.view = view;
    el.open.addEventListener('click', () => this.show());
    el.close.addEventListener('click', () => el.dialog.close());
    el.dialog.addEventListener('close', () => el.open.focus());
    for (const kind of KINDS) {
      el[`copy-${kind}`].addEventListener('click', () => this.copy(kind));
    }
  }

  /** The site's address: this page's, without its file name and parameters. */
  site() {
    return new URL('./', location.href).href;
  }

  show() {
    const { query, title } = this.view();
    const snippets = shareSnippets(this.site(), query, title);
    for (const kind of KINDS) this.el[kind].value = snippets[kind];
    this.el.status.textContent = '';
    this.el.dialog.showModal();
    this.el.link.select();
  }

  async copy(kind) {
    const field = this.el[kind];
    try {
      await navigator.clipboard.writeText(field.value);
      this.el.status.textContent = 'Copied.';
    } catch {
      // No clipboard (an insecure page, a refusal): the text is selected for Ctrl+C instead.
      field.focus();
      field.select();
      this.el.status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    }
  }
}
