// The Share dialog of every view (web/shell.js opens it from the masthead):
// the view's address, an iframe, the element (the playground only) and a
// Markdown link (web/share.js makes them), each with a Copy button; closed
// with Esc or Close, the focus back on the button that opened it. Built
// here, once, for the three pages.

const LABELS = {
  link: 'Link to this view',
  iframe: 'For a course page: an iframe',
  element: 'For your own page: the element (its modules come from this site)',
  markdown: 'Markdown link',
};
const ROWS = { link: 2, iframe: 3, element: 3, markdown: 2 };

export class ShareDialog {
  /**
   * @param {HTMLButtonElement} open  the masthead's Share button
   * @param {() => {snippets: {link: string, iframe: string, element: string|null, markdown: string}, about: string, note?: string}} view
   *   what to offer for the view on show (`note`: a line under the snippets, such as what is not offered and why)
   */
  constructor(open, view) {
    this.view = view;
    this.open = open;
    this.dialog = this.build();
    document.body.append(this.dialog);
    open.setAttribute('aria-haspopup', 'dialog');
    open.addEventListener('click', () => this.show());
    this.dialog.addEventListener('close', () => open.focus());
  }

  /** The dialog's markup, with the ids the pages always had (share-KIND, copy-share-KIND, share-status, share-close). */
  build() {
    const make = (tag, props = {}) => Object.assign(document.createElement(tag), props);
    const dialog = make('dialog', { className: 'share-dialog', id: 'share-dialog' });
    dialog.setAttribute('aria-labelledby', 'share-heading');
    this.about = make('p', { className: 'hint' });
    dialog.append(make('h2', { id: 'share-heading', textContent: 'Share this view' }), this.about);
    this.fields = {};
    this.rows = {};
    for (const kind of Object.keys(LABELS)) {
      const row = make('div', { className: 'share-row' });
      const field = make('textarea', { id: `share-${kind}`, rows: ROWS[kind], readOnly: true, spellcheck: false });
      const copy = make('button', { type: 'button', className: 'small-button', id: `copy-share-${kind}` });
      copy.append(make('span', { className: 'label', textContent: 'Copy' }));
      copy.addEventListener('click', () => this.copy(kind));
      row.append(make('label', { htmlFor: field.id, textContent: LABELS[kind] }), field, copy);
      this.fields[kind] = field;
      this.rows[kind] = row;
      dialog.append(row);
    }
    this.note = make('p', { className: 'hint share-note', id: 'share-note' });
    this.status = make('p', { className: 'share-status', id: 'share-status' });
    this.status.setAttribute('role', 'status');
    this.status.setAttribute('aria-live', 'polite');
    const close = make('button', { type: 'button', className: 'small-button is-primary share-close', id: 'share-close', textContent: 'Close' });
    close.addEventListener('click', () => dialog.close());
    dialog.append(this.note, this.status, close);
    return dialog;
  }

  show() {
    const { snippets, about, note = '' } = this.view();
    this.about.textContent = about;
    for (const [kind, field] of Object.entries(this.fields)) {
      const text = snippets[kind];
      this.rows[kind].hidden = text == null;
      field.value = text ?? '';
    }
    this.note.textContent = note;
    this.note.hidden = note === '';
    this.status.textContent = '';
    this.dialog.showModal();
    this.fields.link.select();
  }

  async copy(kind) {
    const field = this.fields[kind];
    try {
      await navigator.clipboard.writeText(field.value);
      this.status.textContent = 'Copied.';
    } catch {
      // No clipboard (an insecure page, a refusal): the text is selected for Ctrl+C instead.
      field.focus();
      field.select();
      this.status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    }
  }
}
