/**
 * npx tsx scripts/bench/load-page.ts <base-url> <email|-> <password> <requests> <concurrency> <path> [path…]
 * Times a console page (its paths sent together, as the kit sends a list and its count) against a running server,
 * for profiling one screen by hand (start the server with `node --cpu-prof`).
 */
import { HttpClient } from './http';
import { runLoad, summarize } from './stats';

const [base, email, password, requests, concurrency, ...paths] = process.argv.slice(2);
const client = new HttpClient(base);
// `-` as the e-mail: no sign-in (the LoopBack 3 peer answers anyone).
if (email !== '-')
  client.headers = {
    authorization: (await client.json<{ id: string }>('POST', '/api/users/login', { email, password })).id,
  };
const ms = await runLoad(async () => void (await Promise.all(paths.map((path) => client.get(path)))), {
  requests: Number(requests),
  concurrency: Number(concurrency),
  warmup: 200,
});
const s = summarize(ms);
console.log(
  `${paths.join(' + ')}\n  n=${s.n} p50=${s.p50.toFixed(2)} p95=${s.p95.toFixed(2)} mean=${s.mean.toFixed(2)} max=${s.max.toFixed(1)} ms`,
);
client.close();
