import { zShortText, zText } from '@mise/contracts/common/fields';
import { ZEatineraryCreate } from '@mise/contracts/resources/eatinerary';
import { z } from 'zod';
import type { TEatinerary } from './eatinerary-record';

/** One section as the form edits it: the chosen places with their names, in order. */
const ZSectionForm = z.object({
  title: zShortText,
  description: zText,
  places: z.array(z.object({ id: z.number().int(), name: z.string() })).max(500),
});

/** The eatinerary form (part 1 §5): City and Name are required ('This is required', the contract's rules). */
export const ZEatineraryForm = ZEatineraryCreate.pick({ destinationId: true, name: true }).extend({
  description: zText,
  sections: z.array(ZSectionForm).min(1).max(100),
});

export type TEatineraryFormInput = z.input<typeof ZEatineraryForm>;
export type TEatineraryFormValues = z.output<typeof ZEatineraryForm>;
export type TSectionFormValues = z.output<typeof ZSectionForm>;

export const EMPTY_SECTION: TSectionFormValues = { title: '', description: '', places: [] };

/** An edit starts from the item (its places as the server names them); an add from one empty section. */
export function eatineraryFormValues(item?: TEatinerary): TEatineraryFormInput {
  if (!item)
    return { destinationId: null as unknown as number, name: '', description: '', sections: [{ ...EMPTY_SECTION }] };
  const sections = (item._sections ?? []).map((s) => ({
    title: s.title ?? '',
    description: s.description ?? '',
    places: s._places ?? [],
  }));
  return {
    destinationId: item.destinationId,
    name: item.name,
    description: item.description ?? '',
    sections: sections.length > 0 ? sections : [{ ...EMPTY_SECTION }],
  };
}

/**
 * What POST eateries / PATCH eateries/{id} receive: places by id (part 1 §7), empty texts as null.
 * @example
 * eatineraryBody({ destinationId: 3, name: 'A day', description: '', sections: [{ title: 'Lunch', description: '', places: [{ id: 4, name: 'Fig' }] }] })
 * // { name: 'A day', description: null, destinationId: 3, _sections: [{ title: 'Lunch', description: null, placeIds: [4] }] }
 */
export function eatineraryBody(values: TEatineraryFormValues) {
  return {
    name: values.name,
    description: values.description.trim() ? values.description : null,
    destinationId: values.destinationId,
    // A section left wholly empty (the blank first one of a form) is not stored.
    _sections: values.sections
      .filter((s) => s.title.trim() || s.description.trim() || s.places.length > 0)
      .map((s) => ({
        title: s.title.trim(),
        description: s.description.trim() ? s.description : null,
        placeIds: [...new Set(s.places.map((p) => p.id))],
      })),
  };
}
