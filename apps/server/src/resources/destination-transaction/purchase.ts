import { and, asc, eq, sql } from 'drizzle-orm';
import type { TMultiPurchaseResult } from '@mise/contracts/resources/city-calls';
import { DEFAULT_PACK_NAME, type TDurationType } from '@mise/contracts/resources/destination-pack';
import type { Db } from '../../db/client';
import { destinationPacks } from '../../db/schema/destination-pack';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';
import { destinationTransactions } from '../../db/schema/destination-transaction';
import { cities } from '../../db/schema/city';
import { activityLog, users } from '../../db/schema/user';
import type { TActor } from '../../crud/activity';
import { intArray, stamp } from '../../crud/rows';
import { liveIn } from '../../crud/soft-delete';
import { badRequest } from '../../lib/http-error';
import { serviceOf } from '../../crud/write-service';
import { destinationTransactionModel } from './model';

/** Most user × city pairs one call may grant: enough for any picker session, small enough for one quick transaction. */
export const MAX_PURCHASE_PAIRS = 20_000;

type TDuration = { packId: number | null; value: number; type: TDurationType };

/**
 * When a subscription granted at `from` ends: the pack's duration later; a duration of 0 (the pack form's default) never ends.
 * @example
 * endDateFor(new Date('2026-01-31T00:00:00Z'), { packId: 1, value: 1, type: 'month' }) // 2026-02-28T00:00:00.000Z
 */
export function endDateFor(from: Date, duration: TDuration): Date | null {
  if (duration.value <= 0) return null;
  const end = new Date(from);
  if (duration.type === 'week') end.setUTCDate(end.getUTCDate() + 7 * duration.value);
  else {
    // Month arithmetic clamps to the month's last day (Jan 31 + 1 month = Feb 28), as people read "one month".
    const months = duration.type === 'year' ? 12 * duration.value : duration.value;
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + months);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  return end;
}

/** The live rows among `ids`; a 400 naming the others. */
async function requireLive(
  tx: Db,
  { table, ids, field, noun }: { table: typeof cities | typeof users; ids: number[]; field: string; noun: string },
) {
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql`${table.id} = any(${intArray(ids)})`, liveIn(table)));
  if (found.length !== ids.length) {
    const have = new Set(found.map((f) => f.id));
    throw badRequest(
      `${field}: no ${noun} with id ${ids.filter((id) => !have.has(id)).join(', ')} (unknown or deleted)`,
    );
  }
}

/** Each city's subscription length: its pack's, else the DEFAULT pack's, else (no DEFAULT pack) no end. */
async function durations(tx: Db, cityIds: number[]): Promise<Map<number, TDuration>> {
  const rows = await tx
    .select({
      id: cities.id,
      packId: destinationPacks.id,
      value: destinationPacks.durationValue,
      type: destinationPacks.durationType,
    })
    .from(cities)
    .leftJoin(destinationPacks, eq(destinationPacks.id, cities.destinationPackId))
    .where(sql`${cities.id} = any(${intArray(cityIds)})`);
  let fallback: TDuration | undefined;
  if (rows.some((r) => r.packId === null)) {
    const [pack] = await tx
      .select({
        packId: destinationPacks.id,
        value: destinationPacks.durationValue,
        type: destinationPacks.durationType,
      })
      .from(destinationPacks)
      .where(eq(destinationPacks.name, DEFAULT_PACK_NAME))
      .orderBy(asc(destinationPacks.id))
      .limit(1);
    fallback = pack ?? { packId: null, value: 0, type: 'year' };
  }
  return new Map(
    rows.map((r) => [
      r.id,
      r.packId === null || r.value === null || r.type === null
        ? (fallback as TDuration)
        : { packId: r.packId, value: r.value, type: r.type },
    ]),
  );
}

/**
 * Subscribes every user to every city they are not yet subscribed to, in one transaction: one subscription per new pair
 * (ending after the city's pack duration) and one transaction row per user listing that user's new cities. Pairs that
 * already exist are skipped, whatever their end date.
 * @example
 * await grantSubscriptions(app.db, { destinationIds: [4, 9], userIds: [12] }, req.staff) // { created: 2, skipped: 0 }
 */
export async function grantSubscriptions(
  db: Db,
  body: { destinationIds: number[]; userIds: number[] },
  actor: TActor,
): Promise<TMultiPurchaseResult> {
  const cityIds = [...new Set(body.destinationIds)];
  const userIds = [...new Set(body.userIds)];
  const pairs = cityIds.length * userIds.length;
  if (pairs > MAX_PURCHASE_PAIRS) {
    throw badRequest(
      `Too many subscriptions at once: ${userIds.length} users × ${cityIds.length} cities; send at most ${MAX_PURCHASE_PAIRS} pairs per call`,
    );
  }
  return serviceOf(db, destinationTransactionModel).write({
    actor,
    run: async ({ tx }) => {
      await requireLive(tx, { table: cities, ids: cityIds, field: 'destinationIds', noun: 'city' });
      await requireLive(tx, { table: users, ids: userIds, field: 'userIds', noun: 'user' });
      const lengths = await durations(tx, cityIds);
      const now = stamp();
      const cells = { city: [] as number[], user: [] as number[], end: [] as (string | null)[] };
      for (const userId of userIds) {
        for (const cityId of cityIds) {
          cells.city.push(cityId);
          cells.user.push(userId);
          cells.end.push(endDateFor(now, lengths.get(cityId) as TDuration)?.toISOString() ?? null);
        }
      }
      // One statement for every pair; the unique (destination, user) index turns existing pairs into skips, even under a race.
      const inserted = (await tx.execute(sql`
      insert into ${destinationSubscriptions} (destination_id, user_id, end_date, created, updated)
      select p.city, p.user_id, p.end_date, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from unnest(${intArray(cells.city)}, ${intArray(cells.user)}, ${sql.param(cells.end)}::timestamptz[]) as p(city, user_id, end_date)
      on conflict (destination_id, user_id) do nothing
      returning destination_id, user_id`)) as unknown as
        { rows: { destination_id: number; user_id: number }[] } | { destination_id: number; user_id: number }[];
      const created = Array.isArray(inserted) ? inserted : inserted.rows;
      const newCities = new Map<number, number[]>();
      for (const row of created)
        newCities.set(row.user_id, [...(newCities.get(row.user_id) ?? []), row.destination_id]);
      if (newCities.size > 0) {
        const ledger = await tx
          .insert(destinationTransactions)
          .values(
            [...newCities].map(([userId, ids]) => {
              // The pack is recorded when all of the user's new cities share one; a mixed purchase names none.
              const packs = new Set(ids.map((id) => lengths.get(id)?.packId ?? null));
              return {
                userId,
                destinationIds: ids,
                destinationPackId: packs.size === 1 ? [...packs][0] : null,
                created: now,
                updated: now,
              };
            }),
          )
          .returning({ id: destinationTransactions.id });
        await tx.insert(activityLog).values(
          ledger.map((row) => ({
            userId: actor?.id ?? null,
            model: 'DestinationTransaction',
            itemId: String(row.id),
            action: 'create',
            changedFields: ['destinationIds'],
          })),
        );
      }
      return { created: created.length, skipped: pairs - created.length };
    },
  });
}
