import { z } from 'zod';
import { SUBJECT_MODELS, type TSubjectModel } from '../registry';

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

/** The URL helper's refusal (part 1 §5 gives the rule, not a message; see docs/decisions.md). */
export const URL_MSG = 'Invalid url: expected a web address such as www.example.com or https://example.com';

/** `name:` before any dot or slash is a scheme (`javascript:`, `mailto:`); `example.com:8080` is a host and port. */
const SCHEME = /^[a-z][a-z0-9+-]*:/i;
/** Two or more non-empty labels: `example.com`, `www.example.co.uk`, `10.0.0.1`. */
const DOTTED_HOST = /^[^.]+(\.[^.]+)+$/;

/**
 * The URL helper of part 1 §5: an optional http or https scheme and a dotted host. Never `javascript:`, `data:` or
 * another scheme a link would run, nor spaces or control characters (which browsers would silently drop).
 * @example
 * isWebAddress('www.example.com') // true
 * isWebAddress('https://example.com/menu') // true
 * isWebAddress('localhost') // false
 */
export function isWebAddress(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  const hasHttp = /^https?:\/\//i.test(value);
  // Without a scheme the text starts with its host: not `//host`, `/path` or another scheme.
  if (!hasHttp && (SCHEME.test(value) || !/^[\p{L}\p{N}]/u.test(value))) return false;
  try {
    const url = new URL(hasHttp ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && DOTTED_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** A web address by the URL helper; an empty text is a cleared box and stays allowed. */
export const zUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || isWebAddress(v), URL_MSG);

/** Ids sent with a PATCH and written to a join table (tagIds, establishmentIds…), not to a column. */
export const zIdList = z.array(z.number().int().positive().max(2147483647)).max(5000);

/** Model names a saved-list item or home-section entry can point at (the registry's `subject` types). */
export const SUBJECT_TYPES = SUBJECT_MODELS;
export type TSubjectType = TSubjectModel;

/** Keyword → stored value (part 2 §5); the keyword rules live in common/keywords. */
export { keywordValue } from '../common/keywords';
