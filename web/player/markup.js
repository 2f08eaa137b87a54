// The <hanoi-player> element's shadow DOM: status bar, tower, timeline,
// transport and keys. Elements with an id are what the element and its
// parts reach (`player.el[id]`); the transport's icons are inline SVG so
// that they draw with the first frame.

import { SPEED_STEPS } from '../options.js';

const icon = (path, extra = '') => `<svg ${extra} viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"/></svg>`;
const ICONS = {
  reset: 'M12 5V1.5L6.5 6 12 10.5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
  back: 'M18 5v14l-9.5-7zM5 5h3v14H5z',
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M6 5h4.5v14H6zM13.5 5H18v14h-4.5z',
  step: 'M6 5v14l9.5-7zM16 5h3v14h-3z',
  undo: 'M12.5 8c-2.65 0-5.05 1-6.9 2.6L2 7v9h9l-3.62-3.62A7.9 7.9 0 0 1 12.5 10.5c3.54 0 6.55 2.31 7.6 5.5l2.37-.78A10.5 10.5 0 0 0 12.5 8z',
  redo: 'M18.4 10.6A10.4 10.4 0 0 0 11.5 8a10.5 10.5 0 0 0-9.97 7.22l2.36.78A8 8 0 0 1 11.5 10.5c1.96 0 3.73.72 5.12 1.88L13 16h9V7z',
};

export const TEMPLATE = `
<div class="player" part="player" data-controls="full">
  <div class="notice" id="notice" role="alert" hidden>
    <ul id="notice-list"></ul>
    <button type="button" class="notice-close" id="notice-close" aria-label="Dismiss the notice">×</button>
  </div>
  <div class="status-bar" part="status-bar">
    <div class="status" id="status" data-kind="waiting">
      <span class="status-kind" id="status-kind">Waiting</span>
      <span class="status-detail" id="status-detail">Starting the puzzle engine…</span>
    </div>
    <div class="counter">
      <span class="counter-label" id="counter-label">Move</span>
      <span class="time" id="time">0 / 0</span>
      <span class="counter-extra" id="counter-extra" hidden></span>
    </div>
  </div>
  <div class="tower-box" id="tower-box" part="tower">
    <canvas id="tower" tabindex="0" role="application" aria-roledescription="puzzle" aria-label="The tower" aria-describedby="position-text"></canvas>
  </div>
  <p class="tall-hint">Every disc is drawn at least one pixel tall, so this tower is taller than its box: scroll it to see the top.</p>
  <p class="visually-hidden" id="position-text"></p>
  <div class="visually-hidden" id="announcer" aria-live="polite" aria-atomic="true"></div>
  <div class="timeline-row only-full">
    <label for="timeline" class="visually-hidden">Timeline: jump to any move of the solution</label>
    <input type="range" id="timeline" min="0" max="0" value="0" step="1">
  </div>
  <div class="transport" part="controls">
    <div class="transport-group" role="group" aria-label="Playback">
      <button type="button" id="reset" class="icon-button only-full" title="Back to the start">${icon(ICONS.reset)}<span class="label">Reset</span></button>
      <button type="button" id="step-back" class="icon-button" title="One move back (←)" aria-label="Back">${icon(ICONS.back)}<span class="label">Back</span></button>
      <button type="button" id="run" class="run-button" data-state="paused" title="Run or pause (Space)">${icon(ICONS.play, 'class="icon-play"')}${icon(ICONS.pause, 'class="icon-pause"')}<span class="label">Run</span></button>
      <button type="button" id="step-forward" class="icon-button" title="One move forward (→)" aria-label="Step">${icon(ICONS.step)}<span class="label">Step</span></button>
    </div>
    <div class="transport-group only-full">
      <button type="button" id="undo" class="icon-button" title="Undo your last move (Ctrl+Z)">${icon(ICONS.undo)}<span class="label">Undo</span></button>
      <button type="button" id="redo" class="icon-button" title="Redo (Ctrl+Y)">${icon(ICONS.redo)}<span class="label">Redo</span></button>
    </div>
    <div class="speed-field only-full">
      <label for="speed">Speed</label>
      <input type="range" id="speed" min="0" max="${SPEED_STEPS.length - 1}" value="3" step="1">
      <output id="speed-value" for="speed">3/s</output>
    </div>
    <div class="actions"><slot name="actions"></slot></div>
  </div>
  <p class="keys only-full">Keys: <kbd id="key-pins">1–3</kbd> pick a <span class="place-word">pin</span> · with the tower focused <kbd>←</kbd> <kbd>→</kbd> choose a <span class="place-word">pin</span>, <kbd>Enter</kbd> pick it · <kbd>Esc</kbd> put the disc back · <kbd>Space</kbd> run/pause · <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Ctrl</kbd>+<kbd>Z</kbd>/<kbd>Y</kbd> undo/redo</p>
</div>`;
