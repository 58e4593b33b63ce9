import * as s from '../../db/schema/index';
import { TAG_CATEGORIES } from '../names';
import type { Rng } from '../prng';
import type { TSeedContext } from './context';
import { spacedPosition } from '../../crud/positions';

/** Tags, tag categories and which tags each category holds; returns the tag ids. `catRng`: see seedCuisines. */
export async function seedTags(ctx: TSeedContext, catRng: Rng): Promise<number[]> {
  const { base, iso, pastDate } = ctx;
  const tagNames = [...new Set(TAG_CATEGORIES.flatMap(([, t]) => t))];
  const tagIdByName = new Map(tagNames.map((name, i) => [name, base.tags + 1 + i]));
  const tagIds = [...tagIdByName.values()];
  await ctx.writeAll(
    s.tags,
    tagNames.map((name) => ({
      id: tagIdByName.get(name) as number,
      name,
      isPublished: catRng.chance(0.85),
      applyOnFilters: catRng.chance(0.5),
      showToUsers: catRng.chance(0.6),
      created: iso(pastDate(catRng, 1000)),
    })),
  );
  await ctx.writeAll(
    s.tagCategories,
    TAG_CATEGORIES.map(([name], i) => ({ id: base.tag_categories + 1 + i, name, order: i + 1 })),
  );
  await ctx.writeAll(
    s.tagCategoryTags,
    TAG_CATEGORIES.flatMap(([, names], i) =>
      names.map((name, j) => ({
        tagCategoryId: base.tag_categories + 1 + i,
        tagId: tagIdByName.get(name) as number,
        position: spacedPosition(j),
      })),
    ),
  );
  return tagIds;
}
