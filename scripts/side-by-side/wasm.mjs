// One case of scripts/side-by-side.sh in WebAssembly under Node, timed as
// SideBySide.java times the original: a second of warm-up, then the best of
// three runs of REPS puzzles, each built, solved and verified move by move.
// Prints "moves_per_second moves_per_puzzle".
//
// usage: node wasm.mjs BENCH_MODULE NAME DISCS PINS REPS   (PINS - for the variation's own)
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const [modulePath, name, discs, pins, reps] = process.argv.slice(2);
const wasm = createRequire(import.meta.url)(modulePath);
const pinCount = pins === '-' ? undefined : Number(pins);
const run = () => wasm.benchBuilt(name, Number(discs), pinCount, Number(reps));

const warm = performance.now();
while (performance.now() - warm < 1000) run();
let best = Infinity;
let moves = 0;
for (let round = 0; round < 3; round++) {
  const start = performance.now();
  moves = run();
  best = Math.min(best, (performance.now() - start) / 1000);
}
console.log(`${(moves / best).toFixed(0)} ${moves / Number(reps)}`);
