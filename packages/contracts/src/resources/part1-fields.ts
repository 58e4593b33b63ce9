import { z } from 'zod';
import { storable } from '../common/fields';

/** Field builders for part 1 forms whose "required" message differs per form (part 1 §5). */
export const INVALID_VALUE = 'Invalid value';

/** What an untouched or cleared form field sends. */
const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

export const requiredText = (message: string, max = 300) =>
  z.string({ error: message }).trim().min(1, message).max(max);

export const requiredNumber = (message: string) =>
  z.number({ error: (iss) => (isBlank(iss.input) ? message : INVALID_VALUE) });

/** z.coerce.date() would turn null into 1970, so only non-empty strings are converted. */
const toDate = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v);

export const requiredDate = (message: string) =>
  z.preprocess(toDate, storable(z.date({ error: (iss) => (isBlank(iss.input) ? message : INVALID_VALUE) })));

export const optionalDate = () =>
  z.preprocess(toDate, storable(z.date({ error: INVALID_VALUE })).nullable()).optional();
