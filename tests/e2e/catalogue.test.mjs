// Every variation in the menu, end to end: each runs to Success on the page
// with 4 discs, and each family refuses one illegal manual move with its
// rule's reason, leaving the position as it was. The list comes from the
// page's own menu, so a variation added to the catalogue is tested here
// without a change; a new family must add its illegal move below.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, text, useSite, waitForStatus } from './harness.mjs';

const site = useSite();


async function open(page, path) {
  await page.goto(site.url + path);
  await page.waitForSelector('html[data-ready="true"]');
}

/** The menu as [{id, family, pins: {min, max, fixed}}], read from the page. */
async function menu(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#variation optgroup')].flatMap((group) =>
      [...group.querySelectorAll('option')].map((option) => ({ id: option.value, family: group.label })),
    ),
  );
}

/**
 * One illegal move per family: the variation and discs, the legal moves
 * that lead up to it and the illegal one (pins from 1, pressed as keys), and
 * the reason the status must give.
 */
const illegalMoves = {
  Classic: { variation: 'classic', discs: 3, moves: [[1, 3], [1, 3]], reason: /a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 3/i },
  "Reve's & Many-Pin": { variation: 'reves', discs: 3, moves: [[1, 2], [1, 2]], reason: /a larger disc may not go on a smaller one/i },
  Cyclic: { variation: 'cyclic', discs: 3, moves: [[1, 3]], reason: /discs move only clockwise: from pin 1 a disc may go only to pin 2/i },
  Rainbow: { variation: 'rainbow-c', discs: 3, moves: [[1, 3]], reason: /a disc may not go on a base of its own colour: disc 1 and the base of pin 3 are both green/i },
  'Towers of Antwerp': { variation: 'antwerp', discs: 2, moves: [[1, 2], [1, 2]], reason: /a larger disc may not go on a smaller one: disc 2 onto disc 1 on pin 2/i },
  'Turtle & Multi-Stack': { variation: 'turtle', discs: 2, moves: [[1, 4]], reason: /only its own stack's pins take disc 1: green discs may use only pins 1, 2 and 3/i },
  Reversi: { variation: 'reversi', discs: 3, moves: [[1, 2], [1, 3], [2, 3]], reason: /a disc may not land on its own colour: disc 1 turns yellow as it moves, and disc 2 on pin 3 is yellow/i },
  'Tower of Lundon': { variation: 'lundon', discs: 3, moves: [[1, 2], [2, 1]], reason: /disc 1 turns orange as it moves, so it may go only onto an orange disc, not onto disc 2, which is green/i },
  'Domino & Adjacent': { variation: 'domino', discs: 3, moves: [[1, 2], [1, 3], [2, 3]], reason: /disc 1 turns pink as it moves, so it may go only onto a pink disc, not onto disc 2, which is cyan/i },
  'Four-Star': { variation: 'four-star', discs: 3, moves: [[1, 4]], reason: /every move must start or end on pin 2, the star/i },
  Checkers: { variation: 'checkers', discs: 3, moves: [[1, 2], [1, 3], [2, 1]], reason: /a disc may not go on a disc of its own colour: disc 1 and disc 3 on pin 1 are both green/i },
};

test('every variation runs to Success with 4 discs', async (t) => {
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    await open(page, '/');
    const entries = await menu(page);
    assert.ok(entries.length >= 4, `the menu lists the catalogue (${entries.length})`);
    for (const { id } of entries) {
      // Multi_Stack is asked for with 6 pins (3 stacks); others keep their default.
      const pins = id === 'multi-stack' ? '&pins=6' : '';
      await open(page, `/?variation=${id}&discs=4${pins}&speed=max`);
      await waitForStatus(page, 'success', 20_000);
      const total = await text(page, '#total');
      assert.match(total, /^\d+$/, `${id}: an exact total`);
      assert.equal(await text(page, '#time'), `${total} / ${total}`, `${id}: every move made`);
      assert.equal(await page.evaluate(() => window.hanoi.player.controller.session.isSolved()), true, `${id}: solved`);
      t.diagnostic(`${id}: Success after ${total} moves`);
    }
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});

test('each family refuses an illegal manual move with its reason and changes nothing', async (t) => {
  const tab = await newPage(site.browser);
  try {
    const { page } = tab;
    await open(page, '/');
    const families = [...new Set((await menu(page)).map((e) => e.family))];
    for (const family of families) {
      const example = illegalMoves[family];
      assert.ok(example, `an illegal move is listed for the family "${family}"`);
      await open(page, `/?variation=${example.variation}&discs=${example.discs}&mode=manual`);
      const legal = example.moves.slice(0, -1);
      const [from, to] = example.moves.at(-1);
      for (const [a, b] of legal) {
        await page.keyboard.press(String(a));
        await page.keyboard.press(String(b));
      }
      assert.equal(await page.getAttribute('#status', 'data-kind'), 'manual', `${family}: the moves before are legal`);
      const before = await text(page, '#position-text');
      await page.keyboard.press(String(from));
      await page.keyboard.press(String(to));
      assert.equal(await page.getAttribute('#status', 'data-kind'), 'invalid', `${family}: refused`);
      assert.equal(await text(page, '#status-kind'), 'Invalid move');
      assert.match(await text(page, '#status-detail'), example.reason, family);
      assert.equal(await text(page, '#position-text'), before, `${family}: the position is unchanged`);
      t.diagnostic(`${family}: ${await text(page, '#status-detail')}`);
    }
    assert.deepEqual(tab.errors, []);
  } finally {
    await tab.close();
  }
});
