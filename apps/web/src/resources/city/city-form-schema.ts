import { MSG } from '@mise/contracts/common/messages';
import { ZCityCreate } from '@mise/contracts/resources/city';
import { INVALID_VALUE, requiredText } from '@mise/contracts/resources/part1-fields';
import { z } from 'zod';
import type { TCity } from './city-record';

/** The optional text fields: the contract's rule, a blank box stored as null. */
const TEXT_FIELDS = [
  'state',
  'country',
  'description',
  'byline',
  'beforeYouGo',
  'placeId',
  'shortDescription',
  'whatsInside',
] as const;
type TTextField = (typeof TEXT_FIELDS)[number];

const text = (field: TTextField) =>
  (ZCityCreate.shape[field] as z.ZodType<string | null | undefined>).transform((v) => (v?.trim() ? v : null));
const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<
  TTextField,
  ReturnType<typeof text>
>;

const coordinate = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max), INVALID_VALUE);

/**
 * The city form (part 1 §5, §7): the contract's fields, continent required ('This field is required'),
 * and the location typed as latitude and longitude (filled by the place search, editable by hand).
 */
export const ZCityForm = z
  .object({
    name: requiredText(MSG.fieldRequired),
    continent: requiredText(MSG.fieldRequired),
    ...texts,
    lat: coordinate(90),
    lng: coordinate(180),
    destinationPackId: z.number().int().positive().nullable(),
  })
  .superRefine((v, ctx) => {
    // A location is both numbers or neither.
    if ((v.lat === '') !== (v.lng === ''))
      ctx.addIssue({ code: 'custom', path: [v.lat === '' ? 'lat' : 'lng'], message: MSG.fieldRequired });
  })
  .transform(({ lat, lng, ...rest }) => ({
    ...rest,
    location: lat === '' ? null : { lat: Number(lat), lng: Number(lng) },
  }));

export type TCityFormInput = z.input<typeof ZCityForm>;
export type TCityBody = z.output<typeof ZCityForm>;

/** The form's starting values for an edit (the item) or an add (empty). */
export function cityFormValues(city?: TCity): TCityFormInput {
  return {
    name: city?.name ?? '',
    continent: city?.continent ?? '',
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, city?.[field] ?? ''])) as Record<TTextField, string>),
    lat: city?.location ? String(city.location.lat) : '',
    lng: city?.location ? String(city.location.lng) : '',
    destinationPackId: city?.destinationPackId ?? null,
  };
}
