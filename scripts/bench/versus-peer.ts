import type { HttpClient } from './http';
import { PEER_PAGE1 } from './peer';
import type { TScenario } from './scenarios';
import { type TSummary, runLoad, summarize } from './stats';

/**
 * Each console list request against the LoopBack 3 peer's plain page 1, in the same run (PERFORMANCE.md A): rounds
 * alternate the peer's block and each console block, 10 at a time, so a noisy neighbour weighs on both sides alike; the
 * console blocks take turns at coming first. An untimed warm-up round of every block comes before the timed rounds.
 * p95 is over every timed request of all rounds; the per-round ratios show how much the machine moved.
 */
export type TVersusRow = {
  key: string;
  label: string;
  summary: TSummary;
  ratioP95?: number;
  roundRatios?: number[];
  note?: string;
};
export type TVersusPeer = { rounds: number; perBlock: number; peer?: TSummary; peerNote?: string; rows: TVersusRow[] };

const CONCURRENCY = 10;

async function block(op: () => Promise<unknown>, requests: number): Promise<number[]> {
  return runLoad(
    async () => {
      await op();
    },
    { requests, concurrency: CONCURRENCY, warmup: Math.max(10, Math.round(requests / 10)) },
  );
}

/**
 * Runs `rounds` rounds of `perBlock` requests per console scenario (its list and count together) and, when `peer` is
 * there, of the peer's page 1; `peerNote` says why the peer is missing otherwise.
 * @example
 * const result = await versusPeer({ mise: server.client, peer: peer?.client, peerNote, scenarios: consoleLists(), rounds: 5, perBlock: 200 });
 */
export async function versusPeer(opts: {
  mise: HttpClient;
  peer?: HttpClient;
  peerNote?: string;
  scenarios: TScenario[];
  rounds: number;
  perBlock: number;
  log: (line: string) => void;
}): Promise<TVersusPeer> {
  const live = opts.scenarios.filter((sc) => sc.requests.length > 0);
  const timings = new Map<string, number[][]>(live.map((sc) => [sc.key, []]));
  const notes = new Map<string, string>();
  const peerRounds: number[][] = [];
  // An untimed round first, alike for both servers: the first few hundred requests after start-up run before V8 has
  // optimised the request path and while PostgreSQL's backends and caches are still cold, on both sides; timing them
  // measures start-up, which neither the console nor the peer's own figures are about.
  opts.log('  warm-up round (untimed)');
  const warmPeer = opts.peer;
  if (warmPeer) await block(() => warmPeer.get(PEER_PAGE1), opts.perBlock);
  for (const sc of live)
    await block(() => Promise.all(sc.requests.map((path) => opts.mise.get(path))), opts.perBlock).catch(
      () => undefined,
    );
  for (let round = 1; round <= opts.rounds; round++) {
    opts.log(`  round ${round} of ${opts.rounds}`);
    const peer = opts.peer;
    if (peer) peerRounds.push(await block(() => peer.get(PEER_PAGE1), opts.perBlock));
    // Each round starts with another console list, so that none always runs straight after the peer's block (whose
    // process may still be collecting garbage) or always last.
    const shift = (round - 1) % live.length;
    for (const sc of [...live.slice(shift), ...live.slice(0, shift)]) {
      if (notes.has(sc.key)) continue;
      try {
        timings
          .get(sc.key)
          ?.push(await block(() => Promise.all(sc.requests.map((path) => opts.mise.get(path))), opts.perBlock));
      } catch (error) {
        notes.set(sc.key, `failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`);
      }
    }
  }
  const peer = peerRounds.length > 0 ? summarize(peerRounds.flat()) : undefined;
  const rows = live.map((sc): TVersusRow => {
    const perRound = timings.get(sc.key) ?? [];
    const summary = summarize(perRound.flat());
    if (notes.has(sc.key)) return { key: sc.key, label: sc.label, summary, note: notes.get(sc.key) };
    if (!peer) return { key: sc.key, label: sc.label, summary };
    const roundRatios = perRound.map((t, i) => summarize(t).p95 / summarize(peerRounds[i]).p95);
    return { key: sc.key, label: sc.label, summary, ratioP95: summary.p95 / peer.p95, roundRatios };
  });
  return { rounds: opts.rounds, perBlock: opts.perBlock, peer, peerNote: opts.peer ? undefined : opts.peerNote, rows };
}

/** The report's lines: each console request's p95 beside the peer's, the ratio and whether it is at or below. */
export function describeVersusPeer(v: TVersusPeer): string[] {
  const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  const lines = [
    `Console lists vs the LoopBack 3 peer's page 1 (order name ASC, limit 20), same run: ${v.rounds} alternating rounds of ${v.perBlock} requests each, ${CONCURRENCY} at a time; times in ms`,
  ];
  lines.push(
    v.peer
      ? `  peer page 1: p50 ${ms(v.peer.p50)}  p95 ${ms(v.peer.p95)}  (${v.peer.n} requests)`
      : `  LoopBack 3 peer NOT RUN — ${v.peerNote ?? 'unknown reason'}; the console figures below stand alone, with no comparison`,
  );
  const width = Math.max(...v.rows.map((r) => r.label.length));
  for (const r of v.rows) {
    if (r.note) {
      lines.push(`  ${r.label.padEnd(width)}  ${r.note}`);
      continue;
    }
    const head = `  ${r.label.padEnd(width)}  p50 ${ms(r.summary.p50).padStart(6)}  p95 ${ms(r.summary.p95).padStart(6)}`;
    if (r.ratioP95 === undefined || !v.peer) {
      lines.push(head);
      continue;
    }
    const range =
      r.roundRatios && r.roundRatios.length > 1
        ? ` (rounds ${Math.min(...r.roundRatios).toFixed(2)}–${Math.max(...r.roundRatios).toFixed(2)})`
        : '';
    lines.push(
      `${head}  ÷ peer p95 ${r.ratioP95.toFixed(2)}${range}  ${r.summary.p95 <= v.peer.p95 ? 'at or below the peer: ok' : 'ABOVE the peer: MISS'}`,
    );
  }
  return lines;
}
