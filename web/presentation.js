// Presentation mode, for a lecture hall: the tower, its status and counter
// fill the screen in large type (fullscreen where the browser allows it,
// the whole window otherwise), the keyboard still drives the player (Space,
// arrows, digits), and Esc leaves. Everything is sized in rem inside the
// player, so one larger root font size scales it all.

const CLASS = 'presenting';

/**
 * @param {HTMLButtonElement} button  the page's "Present" button
 * @param {HTMLElement} stage  what fills the screen (holds the player)
 * @param {HTMLElement} player  the <hanoi-player>, focused on entering so that keys reach it
 * @param {(text: string) => void} say  an announcement for screen readers
 */
export function presentation(button, stage, player, say = () => {}) {
  const root = document.documentElement;
  const presenting = () => root.classList.contains(CLASS);

  function leave() {
    if (!presenting()) return;
    root.classList.remove(CLASS);
    if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
    button.setAttribute('aria-pressed', 'false');
    button.focus();
    say('Presentation mode off.');
  }

  async function enter() {
    if (presenting()) return leave();
    root.classList.add(CLASS);
    button.setAttribute('aria-pressed', 'true');
    try {
      await stage.requestFullscreen?.({ navigationUI: 'hide' });
    } catch {
      // Not allowed here (an iframe without allowfullscreen, say): the window is filled instead.
    }
    player.focus();
    say('Presentation mode: the tower fills the screen. Space runs and pauses, the arrows step, Esc leaves.');
  }

  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', enter);
  // The browser's Esc ends fullscreen; presentation ends with it.
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement) leave();
  });
  // Esc leaves too where it reaches the page (without fullscreen, or where the browser passes it on).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && presenting()) leave();
  });
  return { enter, leave, get active() { return presenting(); } };
}
