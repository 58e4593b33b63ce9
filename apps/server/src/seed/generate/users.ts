import { KNOWS_ABOUT_HOW_VALUES } from '@mise/contracts/resources/constants';
import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import { asciiWord, slugify } from '../names';
import { DAY_MS, type TRowOf, type TSeedContext } from './context';

export type TSeededUsers = {
  /** Ids of the recommenders (at least one). */
  recommenders: number[];
  /** Users' tags, collected but not yet written: see writeUserTags. */
  userTags: Batcher<TRowOf<typeof s.userTags>>;
};

/** Guide users (no password, not staff), some of them recommenders, some knowing about a city or two, some with tags. */
export async function seedUsers(ctx: TSeedContext, tagIds: readonly number[]): Promise<TSeededUsers> {
  const { size, pools, iso, pastDate, userId, cityId, progress } = ctx;
  const userRng = ctx.rngFor('users');
  const recommenders: number[] = [];
  const userTags = new Batcher<TRowOf<typeof s.userTags>>(ctx.writer, s.userTags);
  const batch = new Batcher<TRowOf<typeof s.users>>(ctx.writer, s.users);
  for (let i = 0; i < size.users; i++) {
    const first = userRng.pick(pools.firstNames);
    const last = userRng.pick(pools.lastNames);
    const id = userId(i);
    const isRecommender = userRng.chance(0.05);
    if (isRecommender) recommenders.push(id);
    const created = pastDate(userRng, 1500);
    const knows = userRng.chance(0.15)
      ? userRng.distinctInts(0, size.cities - 1, userRng.int(1, 2)).map((c) => {
          const how = userRng.pick(KNOWS_ABOUT_HOW_VALUES);
          const from = 2000 + userRng.int(0, 20);
          return {
            destinationId: cityId(c),
            how,
            ...(how !== 'frequentlyVisits' ? { startDate: `${from}-01-01` } : {}),
            ...(how === 'pastResident' ? { endDate: `${from + userRng.int(1, 5)}-12-31` } : {}),
          };
        })
      : [];
    batch.push({
      id,
      email: `${asciiWord(first) || 'guest'}.${asciiWord(last) || 'user'}.${i + 1}@example.com`,
      passwordHash: null,
      emailVerified: userRng.chance(0.85),
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      website: userRng.chance(0.1) ? `https://${asciiWord(first)}${asciiWord(last)}.example.com` : null,
      bio: userRng.chance(0.3) ? userRng.pick(pools.bios) : null,
      slug: `${slugify(`${first} ${last}`)}-${id}`,
      isRecommender,
      inSearch: userRng.chance(0.6),
      foodPreference: userRng.chance(0.7) ? userRng.int(1, 5) : null,
      drink: userRng.chance(0.7) ? userRng.int(1, 5) : null,
      _knowsAbouts: knows,
      deleted: userRng.chance(0.005),
      created: iso(created),
      updated: iso(created + userRng.int(0, 200) * DAY_MS),
    });
    if (userRng.chance(0.2))
      for (const t of userRng.sample(tagIds, userRng.int(1, 2))) userTags.push({ userId: id, tagId: t });
    if ((i + 1) % 5000 === 0) {
      await batch.maybeWrite();
      progress('users', i + 1, size.users);
    }
  }
  await batch.end();
  ctx.count(s.users, batch.count);
  if (recommenders.length === 0) recommenders.push(userId(0));
  progress('users', size.users, size.users);
  return { recommenders, userTags };
}

/** Writes the users' tags collected by seedUsers (the seeder does this once the cities are written). */
export async function writeUserTags(ctx: TSeedContext, userTags: TSeededUsers['userTags']): Promise<void> {
  userTags.after = Promise.resolve();
  await userTags.end();
  ctx.count(s.userTags, userTags.count);
}
