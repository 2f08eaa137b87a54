// Starts downloading a page's wasm module at once, while its ES modules
// load: <script src="js/boot/preload-engine.js" data-engine="hanoi_wasm">.
// engine.js takes the response from window.hanoiWasm. A classic script in
// a file of its own, as the page's Content-Security-Policy allows no inline
// script.
(() => {
  const script = document.currentScript;
  const name = script.dataset.engine;
  window.hanoiWasm = { [name]: fetch(new URL(`../../pkg/${name}_bg.wasm`, script.src)) };
})();
