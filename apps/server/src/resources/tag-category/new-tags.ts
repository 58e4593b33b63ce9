import { asc, eq, sql } from 'drizzle-orm';
import { newKeywords } from '@mise/contracts/common/keywords';
import type { TTag } from '@mise/contracts/resources/tag';
import type { TNewTags } from '@mise/contracts/resources/tag-category';
import { type TActor, logActivity } from '../../crud/activity';
import { allColumns, requireById, stamp } from '../../crud/rows';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema/tag';
import { tagCategoryTags } from '../../db/schema/tag-category';
import { tagModel } from '../tag/model';
import { requireIds } from './known-ids';
import { tagCategoryModel } from './model';
import { serviceOf } from '../../crud/write-service';

/** The category's tags in their order. */
export async function categoryTags(db: Db, categoryId: number): Promise<TTag[]> {
  const rows = await db
    .select(allColumns(tagModel))
    .from(tags)
    .innerJoin(tagCategoryTags, eq(tagCategoryTags.tagId, tags.id))
    .where(eq(tagCategoryTags.tagCategoryId, categoryId))
    .orderBy(asc(tagCategoryTags.position), asc(tags.id));
  return rows as unknown as TTag[];
}

/**
 * POST TagCategories/{id}/new-tags (part 2 §5, §7): entries without id become new tags, entries with one are existing
 * tags; all join the category after its current tags. The keyword rules apply: names compared by derived value, one per
 * value, none already in the category (by id or by value). Answers the category's tags.
 * @example
 * await addNewTags(app.db, { categoryId: 3, body: { tags: [{ name: 'Rooftop' }, { id: 12, name: 'Vegan' }] }, actor: req.staff })
 */
export async function addNewTags(
  db: Db,
  { categoryId, body, actor }: { categoryId: number; body: TNewTags; actor: TActor },
): Promise<TTag[]> {
  return serviceOf(db, tagCategoryModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const t = tx;
      await requireById(t, tagCategoryModel, categoryId);
      await requireIds(t, {
        table: tags,
        id: tags.id,
        ids: body.tags.flatMap((tag) => (tag.id ? [tag.id] : [])),
        model: 'Tag',
      });
      const present = await categoryTags(t, categoryId);
      const presentIds = new Set(present.map((tag) => tag.id));
      const kept = newKeywords({
        present: present.map((tag) => tag.name),
        incoming: body.tags.filter((tag) => !(tag.id && presentIds.has(tag.id))),
        nameOf: (tag) => tag.name,
      });
      if (kept.length === 0) return present;
      const now = stamp();
      const created: number[] = [];
      const ids: number[] = [];
      // One insert per new tag, in the order given, so the chips keep the order they were typed in.
      for (const tag of kept) {
        if (tag.id) {
          ids.push(tag.id);
          continue;
        }
        const [row] = await t
          .insert(tags)
          .values({
            name: tag.name,
            applyOnFilters: tag.applyOnFilters ?? false,
            showToUsers: tag.showToUsers ?? false,
            created: now,
            updated: now,
          })
          .returning({ id: tags.id });
        created.push(row.id);
        ids.push(row.id);
      }
      const [{ last }] = await t
        .select({ last: sql<number>`coalesce(max(${tagCategoryTags.position}), 0)` })
        .from(tagCategoryTags)
        .where(eq(tagCategoryTags.tagCategoryId, categoryId));
      await t.insert(tagCategoryTags).values(
        ids.map((tagId, i) => ({
          tagCategoryId: categoryId,
          tagId,
          position: Number(last) + i + 1,
          created: now,
          updated: now,
        })),
      );
      for (const id of created)
        await logActivity(t, {
          actor,
          model: 'Tag',
          itemId: id,
          action: 'create',
          fields: ['name', 'applyOnFilters', 'showToUsers'],
        });
      await logActivity(t, { actor, model: 'TagCategory', itemId: categoryId, action: 'relate', fields: ['tags'] });
      return categoryTags(t, categoryId);
    },
  });
}
