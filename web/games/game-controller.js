// The Games view's controller, DOM-free (it runs under node): one
// GameSession, who plays which side, the lifted disc, the computer's turns
// on a clock that is passed in, the replay of a finished game, and every
// sentence the view shows or says. Rules, values and the computer's choice
// come from the session (the core); this decides only when and for whom.

import { message, capitalise } from '../words.js';
import { chanceOf } from './game-options.js';
import { finishSentence, followerText, gsgLine, historyLine, moveMark, moveText, MARKS } from './game-words.js';
import { historyPoints, historySummary } from './value-history.js';
import { deltaText } from './review-words.js';

export class GameController {
  /**
   * @param {{later: (fn, ms) => any, cancel: (id) => void}} clock
   * @param {{random?: () => number, onChange?: () => void, onMove?: (move) => void}} hooks
   *   onMove gets {from, to, disc, before} (the position before) for each move made, to animate it.
   */
  constructor(clock, { random = Math.random, onChange = () => {}, onMove = () => {} } = {}) {
    this.clock = clock;
    this.random = random;
    this.onChange = onChange;
    this.onMove = onMove;
    this.session = null;
    this.options = null;
    this.lifted = null;
    this.status = { kind: 'turn', text: '' };
    this.timer = null;
    this.paused = false;
    this.replayAt = null;
    this.held = false;
    this.pauseWatching = false;
    /** The moves in effect, [from, to] each, kept here too: a session whose engine instance trapped can no longer say. */
    this.moves = [];
  }

  /**
   * A new game on a ready session, with the view's options {vs, side,
   * strength, hints, speed}. `pauseWatching`: computer against computer
   * waits for Go on instead of playing by itself (reduced motion). `moves`
   * ([from, to] each, as `moves` keeps them) are made at once, as far as
   * they go, and `note` starts the status: the game opened again at the
   * move it had reached.
   */
  load(session, options, { pauseWatching = false, moves = [], note = '' } = {}) {
    this.stopComputer();
    this.session?.free?.();
    this.session = session;
    this.options = { ...options };
    this.pauseWatching = pauseWatching;
    this.held = false;
    this.moves = [];
    this.spec = session.spec();
    this.exact = session.isExact();
    // Several players (the impartial game's `players`): you play one of them, or none.
    this.count = session.players?.() ?? 2;
    if (this.options.side >= this.count) this.options.side = 0;
    if (this.options.people) this.options.people = this.options.people.filter((p) => p < this.count);
    for (const [from, to] of moves) {
      try {
        session.play(from, to);
      } catch {
        break; // not a move of this game after all: it stays where it got to
      }
      this.moves.push([from, to]);
    }
    this.begin(note);
  }

  /**
   * The same game in a new session, at `moves` (after the engine was
   * started afresh: the old session refuses every call); `note` starts the
   * status. The options, and whether play is held, stay as they were.
   */
  reopen(session, moves, note) {
    const held = this.held;
    this.session = null; // its memory went with the old instance
    this.load(session, this.options, { pauseWatching: this.pauseWatching, moves, note });
    if (held) this.hold(true);
  }

  /** No game: after the engine was started afresh, until the one in play is solved again. */
  unload() {
    this.stopComputer();
    this.session = null;
    this.lifted = null;
    this.replayAt = null;
    this.moves = [];
  }

  /** The same game from its first move, without solving it again. */
  restart() {
    if (!this.session || this.held) return;
    this.stopComputer();
    while (this.session.undo());
    this.moves = [];
    this.begin();
  }

  /** Play from where the session is; `note` starts the status. */
  begin(note = '') {
    this.lifted = null;
    this.replayAt = null;
    this.paused = false;
    this.turnStatus();
    this.holdWatching();
    if (note) this.status = { ...this.status, text: `${note} ${this.status.text}` };
    this.changed();
    this.maybeComputer();
  }

  /** Computer against computer starts paused where it must not play by itself. */
  holdWatching() {
    if (this.pauseWatching && this.options.vs === 'watch' && !this.finished) {
      this.paused = true;
      this.status = { kind: 'thinking', text: 'Paused, as your system asks for less motion: press Go on to watch the computers play.' };
    }
  }

  /**
   * While another game is being solved: the computer stops and nothing can
   * be played, undone or replayed; `false` lets play go on.
   */
  hold(held) {
    this.held = held;
    if (held) this.stopComputer();
    if (this.lifted !== null) {
      this.lifted = null;
      if (this.session) this.turnStatus();
    }
    if (this.session) {
      this.changed();
      if (!held) this.maybeComputer();
    }
  }

  /**
   * Who plays `player` (0 moved first): 'you', 'computer' or 'human' (with
   * several players, others may be played by people too: `people`).
   */
  roleOf(player) {
    const { vs, side, people = [] } = this.options;
    if (vs === 'human') return 'human';
    if (vs === 'watch') return 'computer';
    if (player === side) return 'you';
    return people.includes(player) ? 'human' : 'computer';
  }

  isHumanTurn() {
    return this.roleOf(this.session.toMove()) !== 'computer';
  }

  /** How a player is named in sentences: "you", "the computer (Player 2)", "Player 1". */
  nameOf(player) {
    const name = this.session.playerName(player);
    const role = this.roleOf(player);
    if (role === 'you') return 'you';
    if (role === 'computer' && this.options.vs === 'computer') return `the computer (${name})`;
    return name;
  }

  get finished() {
    return this.session.finish() !== undefined;
  }

  changed() {
    this.onChange();
  }

  /** A peg picked by click, tap, key or button (pegs from 0): lift its disc, or drop the lifted one. */
  pick(peg) {
    if (!this.session || this.held) return;
    if (this.replayAt !== null) return this.say('illegal', 'This is a replay: leave it to play on.');
    if (this.finished) return this.say('over', `${finishSentence(this.session.finish(), this.names())} Start a new game or replay this one.`);
    if (!this.isHumanTurn()) return this.say('illegal', `Wait: it is ${this.nameOf(this.session.toMove())}'s turn.`);
    if (this.lifted === null) {
      const refused = this.session.liftError(peg);
      if (refused) return this.say('illegal', `${capitalise(refused)}.`);
      this.lifted = peg;
      const disc = this.session.position().pins[peg].at(-1).size;
      return this.say('lifted', `Disc ${disc} lifted from peg ${peg + 1}: pick the peg to put it on (Escape puts it back).`);
    }
    const from = this.lifted;
    this.lifted = null;
    if (peg === from) {
      this.turnStatus();
      return this.changed();
    }
    this.move(from, peg);
  }

  /** Escape: the lifted disc goes back; false if none was lifted. */
  putBack() {
    if (this.lifted === null) return false;
    this.lifted = null;
    this.turnStatus();
    this.changed();
    return true;
  }

  /** Plays a move for the player to move; an illegal one is refused with the reason and changes nothing. */
  move(from, to) {
    const session = this.session;
    const before = session.position();
    let ply;
    try {
      ply = session.play(from, to);
    } catch (error) {
      // Opened again meanwhile (the engine was started afresh): that has said what happened.
      if (this.session !== session) return;
      return this.say('illegal', `${capitalise(message(error))}.`);
    }
    this.moves.push([from, to]);
    this.onMove({ from, to, disc: ply.disc, before });
    this.turnStatus(ply);
    this.changed();
    this.maybeComputer();
  }

  /** The status after a move (or at the start): whose turn, or how the game ended. */
  turnStatus(ply = null) {
    const s = this.session;
    const done = ply ? `${capitalise(this.nameOf(ply.mover))} moved ${moveText(ply)}. ` : '';
    if (this.finished) {
      const [finish, names] = [s.finish(), this.names()];
      // Lost by you, against the computer: not said in the colour of success.
      const lost = finish.winner !== undefined && names.includes('you') && names[finish.winner] !== 'you';
      this.status = { kind: 'over', text: `${done}${finishSentence(finish, names)}`, outcome: lost ? 'lost' : '' };
    } else {
      const who = this.nameOf(s.toMove());
      const turn = who === 'you' ? 'Your turn' : `${capitalise(who)} to move`;
      // Several players: each move's effect, in the core's words.
      const standing = ply && s.standing?.();
      const effect = standing ? `${capitalise(standing)}. ` : '';
      this.status = { kind: this.isHumanTurn() ? 'turn' : 'thinking', text: `${done}${effect}${turn}.` };
    }
  }

  say(kind, text) {
    this.status = { kind, text };
    this.changed();
  }

  names() {
    return this.everyone().map((p) => this.nameOf(p));
  }

  /** The players, 0 moved first. */
  everyone() {
    return Array.from({ length: this.count }, (_, p) => p);
  }

  /** Schedules the computer's move when it is its turn. */
  maybeComputer() {
    this.stopComputer();
    if (!this.session || this.held || this.paused || this.replayAt !== null || this.finished || this.isHumanTurn()) return;
    this.timer = this.clock.later(() => {
      this.timer = null;
      const chosen = this.session.computerMove(chanceOf(this.options.strength), this.random(), this.random());
      if (chosen) this.move(chosen[0], chosen[1]);
    }, 1000 / this.options.speed);
  }

  stopComputer() {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
  }

  /** Takes moves back: against the computer, to your previous turn. */
  undo() {
    if (!this.session || this.held || this.replayAt !== null) return;
    this.stopComputer();
    this.lifted = null;
    if (!this.session.undo()) return this.say('illegal', 'Nothing to undo: this is the start.');
    this.moves.pop();
    if (this.options.vs === 'computer') {
      while (this.session.movesMade() > 0 && !this.isHumanTurn()) {
        this.session.undo();
        this.moves.pop();
      }
    }
    this.turnStatus();
    this.status.text = `Move taken back. ${this.status.text}`;
    this.changed();
    this.maybeComputer();
  }

  /** Against the computer: you take the other side (the computer moves at once if it is now its turn). */
  swapSides() {
    if (!this.session || this.held || this.options.vs !== 'computer') return;
    this.setOptions({ side: (this.options.side + 1) % this.count });
  }

  /** Changes how the game is played (vs, side, strength, hints, speed) without restarting it. */
  setOptions(changes) {
    if (!this.session || this.held) return;
    const watching = this.options.vs === 'watch';
    Object.assign(this.options, changes);
    this.lifted = null;
    if (this.replayAt === null) {
      this.turnStatus();
      if (!watching) this.holdWatching();
    }
    this.changed();
    this.maybeComputer();
  }

  /** Computer against computer: pause or go on. */
  togglePause() {
    if (!this.session || this.held) return;
    this.paused = !this.paused;
    if (this.paused) this.stopComputer();
    this.say(this.status.kind, this.paused ? 'Paused.' : 'Playing on.');
    this.maybeComputer();
  }

  /** Replays the game so far from the start (t moves in). */
  replay(t = 0) {
    if (!this.session || this.held) return;
    this.stopComputer();
    this.lifted = null;
    const total = this.session.movesMade();
    this.replayAt = Math.max(0, Math.min(total, t));
    const history = this.session.history();
    if (this.replayAt === 0 && this.count > 2) {
      this.status = { kind: 'replay', text: 'Replay, the start.' };
    } else if (this.replayAt === 0) {
      const start = this.session.valueSentence(this.valueAt(0), this.session.playerName(0));
      this.status = { kind: 'replay', text: `Replay, the start: ${start}.` };
    } else {
      const i = this.replayAt - 1;
      this.status = { kind: 'replay', text: `Replay, ${historyLine(i, history[i], this.session.playerName(history[i].mover))}.` };
    }
    this.changed();
  }

  /** Back to the game from a replay. */
  endReplay() {
    if (!this.session || this.held || this.replayAt === null) return;
    this.replayAt = null;
    this.turnStatus();
    this.changed();
    this.maybeComputer();
  }

  /** The value at move t for the player to move there. */
  valueAt(t) {
    const history = this.session.history();
    return t < history.length ? history[t].before : this.session.value();
  }

  /** What the view shows. */
  get state() {
    const s = this.session;
    if (!s) return { ready: false };
    const spec = this.spec;
    const toMove = s.toMove();
    const history = s.history();
    const replaying = this.replayAt !== null;
    const value = s.value();
    const finish = s.finish();
    const names = this.everyone().map((p) => s.playerName(p));
    const players = this.everyone().map((p) => ({
      name: names[p],
      role: this.roleOf(p),
      colour: s.colour(p) ?? null,
      score: s.score(p, replaying ? this.replayAt : undefined) ?? null,
    }));
    // Each move's delta remoteness (review-words.js) beside its value.
    const deltas = finish || replaying ? [] : s.deltas();
    const choices = finish || replaying ? [] : s.choices().map((c, i) => ({ ...c, delta: deltas[i] ?? null, text: `${moveText(c)}: ${moveMark(c)}${deltaText(deltas[i])}${followerText(c)}` }));
    const pegs = s.position().pins.map((_, peg) => ({ peg, label: `Peg ${peg + 1}`, mark: null }));
    if (this.lifted !== null) {
      pegs[this.lifted].mark = { kind: 'lifted', text: 'lifted: pick again to put it back' };
      for (const c of choices) if (c.from === this.lifted) pegs[c.to].mark = { kind: c.value.kind, text: moveMark(c), best: c.best };
    }
    const who = this.nameOf(toMove);
    const standing = s.standing?.();
    const valueText = finish
      ? finishSentence(finish, this.names())
      : `${who === 'you' ? 'Your turn' : `${capitalise(who)} to move`}: ${standing ?? s.valueSentence(value, who === 'you' ? 'you' : names[toMove])}.`;
    // The chart sets the first player against the second: not for several.
    const points = this.count === 2 ? historyPoints(history, value, toMove) : [];
    return {
      gsg: replaying ? null : gsgLine(s.gsg()),
      ready: true,
      spec,
      title: spec.title,
      goal: spec.goal,
      positions: s.positions(),
      exact: this.exact,
      options: { ...this.options },
      players,
      toMove,
      humanTurn: !this.held && !finish && !replaying && this.isHumanTurn(),
      value,
      valueText,
      finished: Boolean(finish),
      status: { ...this.status },
      position: replaying ? s.positionAt(this.replayAt) : s.position(),
      lifted: this.lifted,
      pegs,
      choices,
      history: history.map((ply, i) => ({ ...ply, text: historyLine(i, ply, names[ply.mover]) })),
      points,
      chartSummary: points.length ? historySummary(points, names) : '',
      canUndo: !this.held && !replaying && s.movesMade() > 0 && this.options.vs !== 'watch',
      held: this.held,
      paused: this.paused,
      replay: replaying ? { t: this.replayAt, total: s.movesMade() } : null,
      weights: s.weights() ?? null,
    };
  }
}

export { MARKS };
