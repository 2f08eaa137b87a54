// The players' cards and the "You play" choice, one per player: two, or as
// many as the impartial game's `players` (section 7.4). The page keeps the
// first two cards in its HTML, drawn with the first frame; more are made
// from them here, and dropped again when a game has fewer players.

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];

/** Exactly `count` cards `player-0` ... in `box`, made like the first. */
export function ensureCards(box, count) {
  const cards = [...box.querySelectorAll('.player-card')];
  for (let i = cards.length; i < count; i++) {
    const card = cards[0].cloneNode(true);
    card.id = `player-${i}`;
    card.classList.remove('is-to-move');
    box.append(card);
  }
  for (const card of cards.slice(Math.max(2, count))) card.remove();
}

/** The "You play" options, one per player. */
export function ensureSides(select, count) {
  if (select.options.length === count) return;
  select.replaceChildren(...ORDINALS.slice(0, count).map((label, i) => new Option(label, String(i))));
}
