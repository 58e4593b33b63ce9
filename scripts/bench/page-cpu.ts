import { withFilter } from './http';
import type { TServer } from './server';
import { cpuMs, loadAverage, runLoad } from './stats';

/**
 * Mise's places page 1 with the LoopBack 3 peer's eleven columns (../shared/peers/loopback3: id, name, city, status,
 * range, isPublished, newlyAdded, recentlyUpdated, destinationId, created, updated). Mise keeps no newlyAdded or
 * recentlyUpdated column; its address line and guide flag stand in, so both servers send eleven fields of 20 rows.
 */
export const PEER_FIELDS_PAGE1 = withFilter('/api/establishments', {
  order: 'name ASC',
  limit: 20,
  skip: 0,
  fields: [
    'id',
    'name',
    'city',
    'status',
    'range',
    'isPublished',
    'addressLine1',
    'inGuide',
    'destinationId',
    'created',
    'updated',
  ],
});

/** Server CPU a page may cost (issue 31 point 3, ../shared/design/PERFORMANCE.md C). */
export const PAGE_CPU_TARGET_MS = 0.4;
const CONCURRENCY = 10;

export type TPageCpu = { requests: number; cpuMsPerRequest: number; perSecond: number; load: number };

/**
 * The server's CPU (user + system, from /proc) per request of PEER_FIELDS_PAGE1 at ten connections, over `requests`
 * after half as many untimed: the figure that sets throughput on two cores. The clock ticks in 10 ms, so thousands
 * of requests are needed for a figure to 0.01 ms.
 * @example
 * const cpu = await pageCpuBench(server, 5000); // { cpuMsPerRequest: 0.35, perSecond: 2600, … }
 */
export async function pageCpuBench(server: TServer, requests: number): Promise<TPageCpu> {
  const get = async () => {
    await server.client.get(PEER_FIELDS_PAGE1);
  };
  // Untimed first: the first thousand requests run while V8 is still optimising the path (twice the CPU, measured).
  await runLoad(get, { requests: Math.round(requests / 2), concurrency: CONCURRENCY, warmup: 0 });
  const before = cpuMs(server.pid);
  const started = performance.now();
  await runLoad(get, { requests, concurrency: CONCURRENCY, warmup: 0 });
  const seconds = (performance.now() - started) / 1000;
  const after = cpuMs(server.pid);
  const cpu = after.user + after.system - before.user - before.system;
  return { requests, cpuMsPerRequest: cpu / requests, perSecond: requests / seconds, load: loadAverage() };
}

export const describePageCpu = (r: TPageCpu) =>
  `Server CPU for places page 1 (20 rows, the peer's 11 fields, ${CONCURRENCY} connections, ${r.requests} requests): ${r.cpuMsPerRequest.toFixed(3)} ms a request (target ≤ ${PAGE_CPU_TARGET_MS} ${r.cpuMsPerRequest <= PAGE_CPU_TARGET_MS ? '✓' : '✗'}), ${Math.round(r.perSecond)} requests/s`;
