/**
 * npx tsx scripts/bench/load-one.ts <base-url> <email> <password> <path> [requests] [concurrency]
 * Times one request path against a running server (for profiling a single scenario by hand).
 */
import { HttpClient } from './http';
import { runLoad, summarize } from './stats';

const [base, email, password, path, requests = '2000', concurrency = '10'] = process.argv.slice(2);
const client = new HttpClient(base);
const login = await client.json<{ id: string }>('POST', '/api/users/login', { email, password });
client.headers = { authorization: login.id };
const ms = await runLoad(async () => void (await client.get(path)), {
  requests: Number(requests),
  concurrency: Number(concurrency),
  warmup: 200,
});
const s = summarize(ms);
console.log(
  `${path}\n  n=${s.n} p50=${s.p50.toFixed(2)} p95=${s.p95.toFixed(2)} mean=${s.mean.toFixed(2)} max=${s.max.toFixed(1)} ms`,
);
client.close();
