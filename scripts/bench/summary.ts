import { type TDetailResult, TARGET_P95_MS as DETAIL_TARGET_MS } from './detail';
import { PAGE_CPU_TARGET_MS, type TPageCpu } from './page-cpu';
import type { THttpFloor } from './http-floor';
import type { TLedgerCost } from './ledger-cost';
import { LEDGER_READ_TARGET_MS, type TLedgerReads } from './ledger-reads';
import { REORDER_P95_TARGET_MS as REORDER_TARGET_MS, type TReorderResult } from './reorder';
import { BULK_PREVIEW_TARGET_MS, BULK_RATE_TARGET, type TBulkResult } from './bulk';
import { IMPORT_RATE_TARGET, type TImportResult } from './import';
import type { TSummary } from './stats';
import { RECALL_TARGET, type TTypoResult } from './typo-search';
import type { TVersusPeer } from './versus-peer';

/** A scenario's API and same-SQL figures at ten connections and at one. */
export type TRatioScenario = {
  key: string;
  label: string;
  api?: TSummary;
  sql?: TSummary;
  load?: number;
  one?: { api: TSummary; sql: TSummary; load: number };
};

export type TIssueFigures = {
  scenarios?: TRatioScenario[];
  pageCpu?: TPageCpu | { note: string };
  /** A bare HTTP server's p95: what any API adds to its SQL at least (bench/http-floor.ts). */
  httpFloor?: THttpFloor | { note: string };
  versusPeer?: TVersusPeer;
  typo?: TTypoResult | { note: string };
  detail?: TDetailResult[] | { note: string };
  reorder?: TReorderResult | { note: string };
  bulk?: TBulkResult | { note: string };
  csvImport?: TImportResult | { note: string };
  seedSeconds?: number;
  ledger?: TLedgerCost | { note: string };
  ledgerReads?: TLedgerReads | { note: string };
};

/** API p95 ÷ the same SQL's p95 (PERFORMANCE.md B). */
const RATIO_TARGET = 1.5;
/** Mise's page 1 p95 ÷ the peer's at ten connections (PERFORMANCE.md A, issue 31 point 3). */
const PEER_PAGE1_TARGET = 0.33;
const SEED_TARGET_S = 300;
/** One editor's targets (PERFORMANCE.md C) by scenario key, p95 in ms at one connection. */
const ONE_EDITOR_MS: Record<string, number> = { places_console_page: 4, places_city_published: 3 };
const CONSOLE_PAGE_MS = 10;
/** The requests the ratio rule covers: lists, counts and autocomplete; not the include stress pair or the city detail. */
const RATIO_EXCLUDED = new Set(['include_once', 'include_copies', 'city_detail']);

type TLine = { figure: string; measured: string; target: string; ok: boolean | undefined; load?: number };

const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const ratio = (api: TSummary, sql: TSummary) => api.p95 / sql.p95;
const missing = (figure: string, why: string, target: string): TLine => ({
  figure,
  measured: why,
  target,
  ok: undefined,
});

function searchLines(typo: TIssueFigures['typo']): TLine[] {
  if (!typo) return [];
  if ('note' in typo) return [missing('search (point 1)', typo.note, 'p95 ≤ 10 / 15 ms')];
  return typo.surfaces.flatMap((s) => [
    {
      figure: `1 ${s.label}, ${s.typed === 'typo' ? 'one typo' : 'correct name'}, p95`,
      measured: `${ms(s.ms.p95)} ms`,
      target: `≤ ${s.targetMs} ms`,
      ok: s.ms.p95 <= s.targetMs,
      load: s.load,
    },
    {
      figure: `1 ${s.label}, ${s.typed === 'typo' ? 'one typo' : 'correct name'}, in the first five`,
      measured: `${(s.recall * 100).toFixed(1)} %`,
      target: `≥ ${RECALL_TARGET * 100} %`,
      ok: s.recall >= RECALL_TARGET,
      load: s.load,
    },
  ]);
}

function detailLines(detail: TIssueFigures['detail']): TLine[] {
  if (!detail) return [];
  if ('note' in detail) return [missing('2 detail screens', detail.note, `p95 ≤ ${DETAIL_TARGET_MS} ms`)];
  return detail.map((d) => ({
    figure: `2 ${d.label}, p95 at one editor`,
    measured: `${ms(d.api.p95)} ms`,
    target: `≤ ${DETAIL_TARGET_MS} ms`,
    ok: d.api.p95 <= DETAIL_TARGET_MS,
    load: d.load,
  }));
}

/** The least API ÷ SQL any HTTP server reaches here for SQL of this p95: (bare HTTP p95 + SQL p95) ÷ SQL p95. */
const leastRatio = (http: TSummary | undefined, sql: TSummary, sign = '≥') =>
  http ? `; with bare HTTP's own time ${sign} ${((http.p95 + sql.p95) / sql.p95).toFixed(2)}×` : '';

function ratioLines(scenarios: TRatioScenario[] | undefined, floor: TIssueFigures['httpFloor']): TLine[] {
  const lines: TLine[] = [];
  const http = floor && !('note' in floor) ? floor : undefined;
  for (const sc of (scenarios ?? []).filter((s) => !RATIO_EXCLUDED.has(s.key))) {
    if (sc.one) {
      const r = ratio(sc.one.api, sc.one.sql);
      lines.push({
        figure: `3 ${sc.label}: API ÷ SQL p95, 1 connection`,
        measured: `${r.toFixed(2)}× (${ms(sc.one.api.p95)} ÷ ${ms(sc.one.sql.p95)} ms)`,
        target: `≤ ${RATIO_TARGET}×${leastRatio(http?.one, sc.one.sql)}`,
        ok: r <= RATIO_TARGET,
        load: sc.one.load,
      });
    }
    if (sc.api && sc.sql) {
      const r = ratio(sc.api, sc.sql);
      lines.push({
        figure: `3 ${sc.label}: API ÷ SQL p95, 10 connections`,
        measured: `${r.toFixed(2)}× (${ms(sc.api.p95)} ÷ ${ms(sc.sql.p95)} ms)`,
        // At ten connections the two share the cores, so the sum is only a rough bound.
        target: `≤ ${RATIO_TARGET}×${leastRatio(http?.ten, sc.sql, '≈')}`,
        ok: r <= RATIO_TARGET,
        load: sc.load,
      });
    }
  }
  return lines;
}

function oneEditorLines(scenarios: TRatioScenario[] | undefined): TLine[] {
  return (scenarios ?? []).flatMap((sc) => {
    const target = ONE_EDITOR_MS[sc.key] ?? (sc.key.endsWith('_console_page') ? CONSOLE_PAGE_MS : undefined);
    if (target === undefined || !sc.one) return [];
    return [
      {
        figure: `C ${sc.label}, p95 at one editor`,
        measured: `${ms(sc.one.api.p95)} ms`,
        target: `≤ ${target} ms`,
        ok: sc.one.api.p95 <= target,
        load: sc.one.load,
      },
    ];
  });
}

function peerLines(v: TVersusPeer | undefined): TLine[] {
  if (!v) return [];
  if (!v.peer) return [missing('3 against the LoopBack 3 peer', v.peerNote ?? 'the peer did not run', '')];
  const peerP95 = v.peer.p95;
  return v.rows.map((r) => {
    const own = r.key === 'places_peer_fields';
    const target = own ? PEER_PAGE1_TARGET : 1;
    if (r.note || r.ratioP95 === undefined) return missing(`3 ${r.label} ÷ peer page 1`, r.note ?? '—', `≤ ${target}`);
    return {
      figure: `3 ${r.label}: p95 ÷ the peer's page 1, 10 connections`,
      measured: `${r.ratioP95.toFixed(2)} (${ms(r.summary.p95)} ÷ ${ms(peerP95)} ms)`,
      target: `≤ ${target}`,
      ok: r.ratioP95 <= target,
    };
  });
}

function cpuLine(cpu: TIssueFigures['pageCpu']): TLine[] {
  if (!cpu) return [];
  if ('note' in cpu) return [missing('3 server CPU, page 1', cpu.note, `≤ ${PAGE_CPU_TARGET_MS} ms`)];
  return [
    {
      figure: "3 server CPU a request, places page 1 (the peer's 11 fields, 10 connections)",
      measured: `${cpu.cpuMsPerRequest.toFixed(3)} ms`,
      target: `≤ ${PAGE_CPU_TARGET_MS} ms`,
      ok: cpu.cpuMsPerRequest <= PAGE_CPU_TARGET_MS,
      load: cpu.load,
    },
  ];
}

function reorderLines(r: TIssueFigures['reorder']): TLine[] {
  if (!r) return [];
  if ('note' in r) return [missing('4 reorder', r.note, `p95 ≤ ${REORDER_TARGET_MS} ms`)];
  return [
    {
      figure: `4 moving one of ${r.places.toLocaleString('en-US')} places, p95`,
      measured: r.moves.n > 0 ? `${ms(r.moves.p95)} ms` : 'no move answered',
      target: `≤ ${REORDER_TARGET_MS} ms`,
      ok: r.moves.n > 0 && r.failed.count === 0 && r.moves.p95 <= REORDER_TARGET_MS,
    },
    { figure: '4 UPDATEs of the places a move sends', measured: String(r.updates), target: '1', ok: r.updates === 1 },
  ];
}

/** Issue 33 point 2: a bulk publish of 100 000 places, its preview and its rate, and the kept counts after it. */
function bulkLines(r: TIssueFigures['bulk']): TLine[] {
  if (!r) return [];
  if ('note' in r) return [missing('33.2 bulk publish of 100 000 places', r.note, `≥ ${BULK_RATE_TARGET} records/s`)];
  return [
    {
      figure: `33.2 bulk publish preview, ${r.records.toLocaleString('en-US')} places`,
      measured: `${r.previewMs.toFixed(0)} ms`,
      target: `≤ ${BULK_PREVIEW_TARGET_MS} ms`,
      ok: r.previewMs <= BULK_PREVIEW_TARGET_MS,
      load: r.load,
    },
    {
      figure: '33.2 bulk publish job, records a second',
      measured: Math.round(r.rate).toLocaleString('en-US'),
      target: `≥ ${BULK_RATE_TARGET.toLocaleString('en-US')}`,
      ok: r.rate >= BULK_RATE_TARGET,
      load: r.load,
    },
    {
      figure: '33.2 kept counts right after it',
      measured: r.countsRight ? 'right' : 'wrong',
      target: 'right',
      ok: r.countsRight,
    },
  ];
}

/** Issue 33 point 3: a CSV import of 100 000 places, its dry run and the import each in rows a second. */
function importLines(r: TIssueFigures['csvImport']): TLine[] {
  if (!r) return [];
  const target = `≥ ${IMPORT_RATE_TARGET.toLocaleString('en-US')}`;
  if ('note' in r) return [missing('33.3 CSV import of 100 000 places', r.note, `${target} rows/s`)];
  const rate = (figure: string, value: number): TLine => ({
    figure,
    measured: Math.round(value).toLocaleString('en-US'),
    target,
    ok: value >= IMPORT_RATE_TARGET,
    load: r.load,
  });
  return [
    rate(`33.3 CSV import dry run, ${r.rows.toLocaleString('en-US')} places, rows a second`, r.dryRunRate),
    rate('33.3 CSV import, rows a second', r.importRate),
    rate('33.3 CSV import updating each row by id, rows a second', r.updateRate),
  ];
}

/**
 * Every figure issue 31 and ../shared/design/PERFORMANCE.md ask of this run, one per line with its target and a ✓ or
 * ✗ (… where the part did not run) and the load average when it was measured: the lines `npm run bench` ends with.
 * @example
 * for (const line of issueSummary({ typo, detail, scenarios })) console.log(line);
 */
export function issueSummary(f: TIssueFigures): string[] {
  const lines = [
    ...searchLines(f.typo),
    ...detailLines(f.detail),
    ...cpuLine(f.pageCpu),
    ...ratioLines(f.scenarios, f.httpFloor),
    ...peerLines(f.versusPeer),
    ...reorderLines(f.reorder),
    ...bulkLines(f.bulk),
    ...importLines(f.csvImport),
    ...oneEditorLines(f.scenarios),
  ];
  if (f.ledger)
    lines.push(
      'note' in f.ledger
        ? missing('D a patch with its ledger entry ÷ without', f.ledger.note, '≤ 1.2×')
        : {
            figure: 'D a patch with its ledger entry ÷ without it, p95 (issue 32)',
            measured: `${f.ledger.ratioP95.toFixed(2)}× (${ms(f.ledger.on.p95)} ÷ ${ms(f.ledger.off.p95)} ms)`,
            target: '≤ 1.2×',
            ok: f.ledger.ratioP95 <= 1.2,
            load: f.ledger.load,
          },
    );
  lines.push(...ledgerReadLines(f.ledgerReads));
  if (f.seedSeconds !== undefined)
    lines.push({
      figure: 'D seeding 1 M places',
      measured: `${f.seedSeconds.toFixed(0)} s`,
      target: `≤ ${SEED_TARGET_S} s`,
      ok: f.seedSeconds <= SEED_TARGET_S,
    });
  const width = Math.max(...lines.map((l) => l.figure.length));
  const mark = (ok: boolean | undefined) => (ok === undefined ? '…' : ok ? '✓' : '✗');
  const held = lines.filter((l) => l.ok).length;
  return [
    `Issue 31 and PERFORMANCE.md, this run: ${held} of ${lines.length} figures within target (the first column names the point or table)`,
    ...lines.map(
      (l) =>
        `  ${mark(l.ok)} ${l.figure.padEnd(width)}  ${l.measured.padStart(26)}  target ${l.target}${l.load === undefined ? '' : `  (load ${l.load.toFixed(2)})`}`,
    ),
  ];
}

/** Issue 32's reads at one editor: a long history, the trash, recent changes; and the ledger's bytes per row. */
function ledgerReadLines(r: TLedgerReads | { note: string } | undefined): TLine[] {
  if (!r) return [];
  if ('note' in r)
    return [missing('D ledger reads (history, trash, recent changes)', r.note, `≤ ${LEDGER_READ_TARGET_MS} ms`)];
  return [
    ...r.pages.map((p) => ({
      figure: `D ${p.name}, p95 (issue 32)`,
      measured: `${ms(p.summary.p95)} ms`,
      target: `≤ ${LEDGER_READ_TARGET_MS} ms`,
      ok: p.summary.p95 <= LEDGER_READ_TARGET_MS,
      load: r.load,
    })),
    {
      figure: `D ledger bytes a row after ${r.edits.toLocaleString('en')} random edits (issue 32)`,
      measured: `${Math.round(r.bytesPerRow)} bytes`,
      target: 'reported',
      ok: true,
      load: r.load,
    },
  ];
}
