import { z } from 'zod';

/** Part 2 §5 messages that differ from the shared ones only by case or wording; the forms show them verbatim. */
export const MSG2 = {
  fieldRequiredLower: 'this field is required',
  fieldRequiredTitle: 'This Field is Required',
  cannotBeEmpty: 'This field cannot be empty',
  invalidFormat: 'Invalid Format',
} as const;

/** A required, trimmed, non-empty string; missing, null and blank all show the one `message` the form shows. */
export const zRequired = (message: string, max = 300) => z.string({ error: message }).trim().min(1, message).max(max);

/** A required id chosen in a picker (city, user, place). */
export const zRequiredRef = (message: string) => z.number({ error: message }).int().positive().max(2147483647);

/**
 * A web address: http(s), or written without a scheme (`www.example.com`); never `javascript:`, `data:` or another
 * scheme a link would run. Judged by the URL parser, which drops the spaces and controls browsers drop too.
 */
export const zUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return true; // no scheme at all: a link to it stays a relative, harmless one
    }
  }, 'expected an http(s) address');

/** Ids sent with a PATCH and written to a join table (tagIds, establishmentIds…), not to a column. */
export const zIdList = z.array(z.number().int().positive().max(2147483647)).max(5000);

/** Model names a saved-list item or home-section entry can point at (the autocomplete doc types). */
export const SUBJECT_TYPES = ['Cuisine', 'Establishment', 'Destination', 'FoodDrink', 'Landmark', 'List', 'Eateries'] as const;
export type TSubjectType = (typeof SUBJECT_TYPES)[number];

/** Keyword → stored value: lower-case words joined by underscores; duplicates are compared by it (part 2 §5). */
export function keywordValue(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean).join('_');
}
