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

/**
 * With several players, a box for each player other than you, to have a
 * person play it too (hot seat beside the computers); `people` the players
 * ticked. Hidden with two players. Calls `onPick(people)` when one is
 * ticked or cleared.
 */
export function ensurePeople(group, count, side, people, onPick) {
  group.hidden = count <= 2;
  if (count <= 2) return;
  const list = group.querySelector('.people');
  if (list.children.length !== count - 1 || group.dataset.side !== String(side)) {
    group.dataset.side = String(side);
    const others = Array.from({ length: count }, (_, p) => p).filter((p) => p !== side);
    list.replaceChildren(
      ...others.map((p) => {
        const label = document.createElement('label');
        label.className = 'check';
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.id = `g-person-${p}`;
        box.value = String(p);
        box.addEventListener('change', () => onPick([...list.querySelectorAll('input')].filter((b) => b.checked).map((b) => Number(b.value))));
        label.append(box, ` Player ${p + 1}`);
        return label;
      }),
    );
  }
  for (const box of list.querySelectorAll('input')) box.checked = people.includes(Number(box.value));
}

/** The "You play" options, one per player. */
export function ensureSides(select, count) {
  if (select.options.length === count) return;
  select.replaceChildren(...ORDINALS.slice(0, count).map((label, i) => new Option(label, String(i))));
}
