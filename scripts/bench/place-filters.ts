import { PLACE_FILTER_CHOICES, PLACE_STATUSES } from '@mise/contracts/resources/place';
import type { TWave } from './capture';
import { listAndCount, placesPage } from './console-lists';
import { withFilter } from './http';
import type { TScenario, TScenarioContext } from './scenarios';

/**
 * Each filter of the places list as the console sends it (issue 13 point 9): every filter choice of the panel
 * (PLACE_FILTER_CHOICES, the same the console reads), a Status chip, a rating chip, a city chip, three at once, and the
 * similar-places picker's `Establishments/filter` with three criteria — each its first page and count.
 */
export function placeFilterScenarios(ctx: TScenarioContext): TScenario[] {
  const choices = PLACE_FILTER_CHOICES.filter((c) => 'where' in c).map((c) =>
    listAndCount(
      {
        key: `places_filter_${c.value}`,
        label: `places '${c.label.replace('{product}', 'Mise')}'`,
        path: 'establishments',
      },
      placesPage(c.where),
    ),
  );
  const status = PLACE_STATUSES[0].value;
  return [
    ...choices,
    listAndCount(
      { key: 'places_chip_status', label: `places status ${status}`, path: 'establishments' },
      placesPage({ status: { inq: [status] } }),
    ),
    listAndCount(
      { key: 'places_chip_rating', label: 'places rating 3', path: 'establishments' },
      placesPage({ guideRating: { inq: [3] } }),
    ),
    listAndCount(
      { key: 'places_chip_city', label: 'places of one city', path: 'establishments' },
      placesPage({ destinationId: { inq: [ctx.cityId] } }),
    ),
    listAndCount(
      { key: 'places_three_filters', label: 'places published + status + city', path: 'establishments' },
      placesPage({
        and: [{ isPublished: true }, { status: { inq: [status] } }, { destinationId: { inq: [ctx.cityId] } }],
      }),
    ),
    {
      key: 'places_picker_three',
      label: 'Establishments/filter city + range + status',
      requests: [
        withFilter('/api/Establishments/filter', {
          where: { destinationId: ctx.cityId, range: [2], status: [status] },
        }),
      ],
    },
  ];
}

type TRun = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Each recorded statement's plan (EXPLAIN ANALYZE, BUFFERS) as text, and one line naming the indexes it reads and its
 * execution time, for docs/performance.md.
 * @example
 * const { text, lines } = await plansOf(run, captured);
 */
export async function plansOf(
  run: TRun,
  captured: Map<string, TWave[] | { error: string }>,
): Promise<{ text: string; lines: string[] }> {
  const blocks: string[] = [];
  const lines: string[] = [];
  for (const [key, waves] of captured) {
    if (!Array.isArray(waves)) continue;
    for (const [i, statement] of waves.flat().entries()) {
      const { rows } = await run(`explain (analyze, buffers) ${statement.text}`, statement.params);
      const plan = rows.map((r) => String(r['QUERY PLAN'])).join('\n');
      const indexes = [
        ...new Set(
          [...plan.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map(
            (m) => m[1],
          ),
        ),
      ];
      const seq = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))];
      const ms = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      lines.push(
        `${key}#${i + 1}: ${indexes.join(', ') || 'no index'}${seq.length ? `; seq scan of ${seq.join(', ')}` : ''}; ${ms} ms`,
      );
      blocks.push(
        `-- ${key} #${i + 1}\n${statement.text}\n-- params ${JSON.stringify(statement.params).slice(0, 300)}\n${plan}\n`,
      );
    }
  }
  return { text: blocks.join('\n'), lines };
}
