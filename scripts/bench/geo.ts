/**
 * npx tsx scripts/bench/geo.ts — the offline gazetteer's place search: index build time, then per query the best and the
 * median of 20 rounds (the best is the search's own cost; the median adds the machine's scheduling). Target: under 5 ms.
 */
import { gazetteerProvider } from '../../apps/server/src/geo/gazetteer';
import { GEO_BENCH_QUERIES } from './geo-queries';

const geo = gazetteerProvider();
const built = performance.now();
await geo.warm();
console.log(`gazetteer index built in ${(performance.now() - built).toFixed(0)} ms`);
for (const q of GEO_BENCH_QUERIES) {
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    const start = performance.now();
    await geo.searchCities(q, 10);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${JSON.stringify(q).padEnd(14)} best ${times[0].toFixed(2)} ms  median ${times[10].toFixed(2)} ms`);
}
