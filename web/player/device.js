// What the device tells the player, followed while it changes: reduced
// motion (jumps instead of flights) and a touch screen with no mouse (the
// words say tap, not which key to press).

/** A device whose only pointer is a finger and that has no hover: a phone or tablet, most likely with no keyboard. */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/**
 * The device's settings now, and `follow(controller)`, which keeps the
 * controller told of changes until the function it returns is called.
 */
export function deviceSettings() {
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const touchOnly = matchMedia(TOUCH_ONLY);
  return {
    reducedMotion: motion.matches,
    keyboard: !touchOnly.matches,
    follow(controller) {
      const onMotion = () => (controller.playback.reducedMotion = motion.matches);
      const onTouch = () => {
        controller.keyboard = !touchOnly.matches;
        controller.changed();
      };
      motion.addEventListener('change', onMotion);
      touchOnly.addEventListener('change', onTouch);
      return () => {
        motion.removeEventListener('change', onMotion);
        touchOnly.removeEventListener('change', onTouch);
      };
    },
  };
}
