import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import { DAY_MS, type TRowOf, type TSeedContext } from './context';
import type { TCityPicks } from './places-by-city';

/** Users' subscriptions to cities (one per user and city), most still running. */
export async function seedSubscriptions(ctx: TSeedContext, picks: TCityPicks): Promise<void> {
  const { size, now, iso, progress } = ctx;
  const rng = ctx.rngFor('subscriptions');
  const rows = new Batcher<TRowOf<typeof s.destinationSubscriptions>>(ctx.writer, s.destinationSubscriptions);
  const seen = new Set<number>();
  for (let i = 0; i < size.subscriptions; i++) {
    const c = picks.someCity(rng);
    const u = rng.int(0, size.users - 1);
    const key = c * 4_194_304 + u;
    if (seen.has(key)) continue;
    seen.add(key);
    const created = ctx.pastDate(rng, 500);
    rows.push({
      destinationId: ctx.cityId(c),
      userId: ctx.userId(u),
      endDate: iso(rng.chance(0.75) ? now + rng.int(1, 365) * DAY_MS : created + rng.int(30, 365) * DAY_MS),
      created: iso(created),
      updated: iso(created),
    });
    if ((i + 1) % 5000 === 0) {
      await rows.maybeWrite();
      progress('subscriptions', i + 1, size.subscriptions);
    }
  }
  await rows.end();
  ctx.count(s.destinationSubscriptions, rows.count);
  progress('subscriptions', size.subscriptions, size.subscriptions);
}
