// Times hanoi-core compiled to WebAssembly under Node (make bench builds
// target/bench-wasm/ with `--features bench` and wasm-bindgen --target nodejs).
// Reports the best of several runs, like the native bench.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const wasm = require(process.argv[2] ?? '../target/bench-wasm/hanoi_wasm.js');

function best(runs, work) {
  let fastest = Infinity;
  let result;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return { ms: fastest, result };
}

const rate = (moves, ms) => `${(moves / ms / 1e3).toFixed(1).padStart(8)} M moves/s`;

for (const [name, discs, pins] of [
  ['classic', 24, undefined],
  ['reves', 100, undefined],
  ['cyclic', 16, undefined],
  ['rainbow', 20, undefined],
  ['domino', 14, undefined],
  ['reversi', 20, undefined],
]) {
  const verify = best(5, () => wasm.benchVerify(name, discs, pins));
  console.log(`wasm solve and verify: ${`${name} n=${discs}`.padEnd(22)} ${rate(verify.result, verify.ms)}`);
  const generate = best(5, () => wasm.benchGenerate(name, discs, pins));
  console.log(`wasm generate only:    ${`${name} n=${discs}`.padEnd(22)} ${rate(generate.result, generate.ms)}`);
}
for (const [name, discs, pins] of [['classic', 64, undefined], ['many-pin', 1000, 100]]) {
  const seeks = 1000;
  const seek = best(5, () => wasm.benchSeek(name, discs, pins, seeks));
  console.log(`wasm seek: ${`${name} n=${discs}`.padEnd(34)} ${((seek.ms * 1e3) / seeks).toFixed(2).padStart(8)} us`);
}

// The exact search (issue 5): positions reached per second.
for (const [name, discs] of [['classic', 14], ['reves', 11], ['reversi', 8]]) {
  const search = best(3, () => wasm.benchSearch(name, discs, undefined));
  const rate = search.result / search.ms / 1e3;
  console.log(`wasm search: ${`${name} n=${discs}`.padEnd(32)} ${rate.toFixed(2).padStart(8)} M positions/s (${search.result} reached, ${search.ms.toFixed(0)} ms)`);
}

// The two-player games' retrograde analysis (issue 9): positions per second,
// and the largest size analysed within 10 s (sizes grow until one takes longer).
for (const [label, query, first] of [
  ['impartial 3 pegs', 'game=impartial&pegs=3&end=ec2', 8],
  ['impartial 4 pegs', 'game=impartial&pegs=4&end=ec2', 6],
  ['impartial 6 pegs', 'game=impartial&pegs=6&end=ec2', 4],
  ['scoring', 'game=scoring&end=ec1&weights=1,2,-3', 5],
  ['red-blue', 'game=red-blue&first=blue', 3],
]) {
  let largest = 'none';
  let previous = 0;
  for (let discs = first; ; discs++) {
    let run;
    try {
      run = best(1, () => wasm.benchGame(`${query}&discs=${discs}`));
    } catch {
      break; // past the game's limit
    }
    console.log(`wasm game: ${`${label} n=${discs}`.padEnd(33)} ${(run.ms / 1e3).toFixed(2).padStart(7)} s ${(run.result / run.ms / 1e3).toFixed(2).padStart(6)} M positions/s (${run.result} positions)`);
    if (run.ms > 10_000) break;
    largest = discs;
    if (previous > 10 && (run.ms * run.ms) / previous > 20_000) break;
    previous = run.ms;
  }
  console.log(`wasm game: ${label}: largest n analysed within 10 s: ${largest}`);
}

// The weighted puzzle (issue 10): the recursion's table for 64 and 1000
// discs, and the exact search's largest n within 10 s on 3, 4 and 5 pegs
// (or the core's size limit, past which it refuses).
for (const discs of [64, 1000]) {
  const table = best(20, () => wasm.benchWeighted('table', '0,3,15;8,0,2;5,6,0', discs));
  console.log(`wasm weighted table: Example 1 n=${discs}`.padEnd(44) + `${(table.ms * 1e3).toFixed(1).padStart(9)} us for all ${table.result} cells`);
}
for (const pegs of [3, 4, 5]) {
  const weights = Array.from({ length: pegs }, (_, a) => Array.from({ length: pegs }, (_, b) => (a === b ? 0 : 1)).join(',')).join(';');
  let largest = 'none';
  for (let discs = 1; ; discs++) {
    let run;
    try {
      run = best(1, () => wasm.benchWeighted('search', weights, discs));
    } catch (refusal) {
      console.log(`wasm weighted search: ${pegs} pegs n=${discs}: ${refusal.message.split(';')[0]}: past the size limit, not run`);
      break;
    }
    if (run.ms > 50) console.log(`wasm weighted search: ${`${pegs} pegs n=${discs}`.padEnd(20)} ${(run.ms / 1e3).toFixed(2).padStart(7)} s ${(run.result / run.ms / 1e3).toFixed(2).padStart(6)} M positions/s (${run.result} settled)`);
    if (run.ms > 10_000) break;
    largest = discs;
  }
  console.log(`wasm weighted search: ${pegs} pegs: largest n within 10 s: ${largest}`);
}
