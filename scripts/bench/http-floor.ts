import { spawn } from 'node:child_process';
import { HttpClient } from './http';
import { freePort } from './server';
import { type TSummary, runLoad, summarize } from './stats';

/** A page of 20 rows of eleven fields, about what Mise's page 1 answers, written once. */
const PAGE = JSON.stringify(
  Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Place number ${i + 1} of the page`,
    city: 'Lisbon',
    status: 'open',
    range: 2,
    isPublished: true,
    addressLine1: '12 Rua das Flores',
    inGuide: false,
    destinationId: 7,
    created: '2026-11-27T10:00:00.000Z',
    updated: '2026-11-27T10:00:00.000Z',
  })),
);

export type THttpFloor = { one: TSummary; ten: TSummary };

/**
 * The least time any HTTP API can add to its SQL on this machine: a bare node:http server in a process of its own that
 * answers a fixed page without reading anything, timed by the bench's own client at one and at ten connections. An API
 * answer takes at least this plus its SQL, so API ÷ SQL cannot go below (floor + SQL) ÷ SQL, whatever the server does.
 * @example
 * const floor = await httpFloor(2000); // { one: { p95: 0.59, … }, ten: { p95: 1.6, … } }
 */
export async function httpFloor(requests: number): Promise<THttpFloor> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json' }); r.end(${JSON.stringify(PAGE)}); }).listen(${port}, '127.0.0.1', () => process.send('up'))`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  try {
    await new Promise<void>((up, failed) => {
      child.once('message', () => up());
      child.once('exit', (code) => failed(new Error(`the bare HTTP server ended (${code})`)));
    });
    const client = new HttpClient(`http://127.0.0.1:${port}`);
    const time = async (concurrency: number) =>
      summarize(
        await runLoad(
          async () => {
            await client.get('/');
          },
          { requests, concurrency, warmup: requests },
        ),
      );
    const one = await time(1);
    const ten = await time(10);
    client.close();
    return { one, ten };
  } finally {
    child.kill();
  }
}

export const describeHttpFloor = (f: THttpFloor) =>
  `A bare HTTP server (node:http, a fixed page of 20 rows, no database): p95 ${f.one.p95.toFixed(2)} ms at one connection, ${f.ten.p95.toFixed(2)} ms at ten — what any API adds to its SQL here, at least`;
