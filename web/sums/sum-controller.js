// Play of a sum against the perfect computer, DOM-free: which disc is held,
// whose turn it is, the computer's reply after a short pause, undo back to
// the human's last turn. The sum itself (its rules, values, sentences and
// the computer's moves) lives in the core behind a SumClient (the worker);
// this keeps what the page shows and asks it.

/** How long the computer seems to think, in milliseconds. */
export const COMPUTER_PAUSE_MS = 350;

/** "disc 1 from peg 1 to peg 2 in tower 1" (towers and pegs from 0 in, from 1 out). */
export const moveWords = (m) => `disc ${m.disc} from peg ${m.from + 1} to peg ${m.to + 1} in tower ${m.part + 1}`;

export class SumController {
  /**
   * @param {{later(fn: () => void, ms: number): unknown}} clock
   * @param {{onChange(): void}} hooks
   */
  constructor(clock, { onChange }) {
    this.clock = clock;
    this.onChange = onChange;
    this.client = null;
    /**
     * {spec, towers, value, outcome, sentence, toMove, moves, winner, side, lifted, status, busy, last}, or
     * null before a sum; `last`: the move just made, {part, by: 'you'|'computer', words}, or null.
     */
    this.state = null;
    /** How often the computer plays any legal move instead of a perfect one (its strength, game-options.js). */
    this.chance = 0;
  }

  /** Plays the sum `client` has analysed (`opened`: its answer to 'open'); `side`: the human's player (0 moves first). */
  start(client, opened, side) {
    this.client?.end();
    this.client = client;
    this.state = { ...opened.state, spec: opened.spec, side, lifted: null, busy: false, last: null, status: { text: '', kind: 'turn' } };
    this.turn();
  }

  get humanToMove() {
    const s = this.state;
    return s !== null && !s.busy && s.winner === undefined && s.toMove === s.side;
  }

  update(changes) {
    Object.assign(this.state, changes);
    this.onChange();
  }

  say(text, kind = 'turn') {
    this.update({ status: { text, kind } });
  }

  /** After any move: the end, the computer's turn, or the human's. */
  turn() {
    const s = this.state;
    if (s.winner !== undefined) {
      const text = s.winner === s.side ? 'No tower has a move left: you made the last move and win.' : 'No tower has a move left: the computer made the last move and wins.';
      return this.say(text, 'over');
    }
    if (s.toMove === s.side) return this.onChange();
    this.update({ busy: true });
    this.clock.later(() => this.computer(), COMPUTER_PAUSE_MS);
    return undefined;
  }

  async computer() {
    const client = this.client;
    const { moved, state } = await this.client.ask({ type: 'computer', side: this.state.side, chance: this.chance });
    if (client !== this.client) return;
    const last = moved ? { part: moved.part, by: 'computer', words: moveWords(moved) } : null;
    Object.assign(this.state, state, { busy: false, last, status: { text: moved ? `The computer moved ${moveWords(moved)}.` : '', kind: 'turn' } });
    this.turn();
  }

  /** The peg picked in tower `part`: lifts its disc, or puts the held one there. */
  async pick(part, peg) {
    const s = this.state;
    if (!s || s.busy) return;
    if (s.winner !== undefined) return this.say('The game is over: start a new one.', 'over');
    if (s.toMove !== s.side) return this.say('Wait for the computer to move.');
    const held = s.lifted;
    if (held && held.part === part && held.peg === peg) return void this.putBack();
    if (held && held.part === part) return this.play(part, held.peg, peg);
    // Held at once (a drag follows the pointer from the first move), let go if the core says no.
    this.update({ lifted: { part, peg }, status: { text: `Tower ${part + 1}: put the disc on another peg of the tower.`, kind: 'turn' } });
    this.lifting = true;
    const { reason } = await this.client.ask({ type: 'lift', part, peg }).finally(() => {
      this.lifting = false;
    });
    const still = this.state.lifted;
    if (reason && still?.part === part && still.peg === peg) {
      this.update({ lifted: null, status: { text: `${reason[0].toUpperCase()}${reason.slice(1)}.`, kind: 'illegal' } });
    }
    return undefined;
  }

  async play(part, from, to) {
    this.update({ lifted: null, busy: true });
    try {
      const { moved, state } = await this.client.ask({ type: 'play', part, from, to, side: this.state.side });
      const last = { part: moved.part, by: 'you', words: moveWords(moved) };
      Object.assign(this.state, state, { busy: false, last, status: { text: `You moved ${moveWords(moved)}.`, kind: 'turn' } });
      this.turn();
    } catch (error) {
      this.update({ busy: false, status: { text: `${error.message[0].toUpperCase()}${error.message.slice(1)}.`, kind: 'illegal' } });
    }
  }

  /** Puts the held disc back; true if one was held. */
  putBack() {
    if (!this.state?.lifted) return false;
    this.update({ lifted: null, status: { text: '', kind: 'turn' } });
    return true;
  }

  /** How many moves Undo takes back: to the human's last turn before now (0: none). */
  get undoable() {
    const s = this.state;
    if (!s || s.busy) return 0;
    const count = s.toMove === s.side ? 2 : 1;
    return count <= s.moves && (s.winner !== undefined || s.toMove === s.side) ? count : 0;
  }

  async undo() {
    const count = this.undoable;
    if (count === 0) return;
    this.update({ lifted: null, busy: true });
    const { state } = await this.client.ask({ type: 'undo', count, side: this.state.side });
    Object.assign(this.state, state, { busy: false, last: null, status: { text: count === 1 ? 'Your move was taken back.' : 'Your move and the computer\'s reply were taken back.', kind: 'turn' } });
    this.turn();
  }

  /** The same sum from its start, at once (the towers' analysis is kept). */
  async restart() {
    const s = this.state;
    if (!s || s.busy) return;
    this.update({ lifted: null, busy: true });
    const { state } = await this.client.ask({ type: 'undo', count: s.moves, side: s.side });
    Object.assign(this.state, state, { busy: false, last: null, status: { text: 'Started again.', kind: 'turn' } });
    this.turn();
  }
}
