import { MSG } from '@mise/contracts/common/messages';
import {
  DEFAULT_EXTERNAL_RATING_NAMES,
  DEFAULT_PLACE_DESCRIPTION,
  type TOpeningDay,
  ZPlaceCreate,
} from '@mise/contracts/resources/place';
import { z } from 'zod';
import { CLOCK_MESSAGE, isClock, toClock, toHHmm, WEEK_DAYS } from './opening-hours';
import type { TPlace } from './place-record';

const ZSlot = z.object({ open: z.string().trim().max(20), close: z.string().trim().max(20) });
/** A closed day keeps its slots (turning it back on restores them) but they are neither checked nor saved. */
const ZDay = z.object({ open: z.boolean(), slots: z.array(ZSlot).max(12) }).superRefine((day, ctx) => {
  if (!day.open) return;
  day.slots.forEach((slot, index) => {
    for (const end of ['open', 'close'] as const) {
      if (!isClock(slot[end])) ctx.addIssue({ code: 'custom', path: ['slots', index, end], message: CLOCK_MESSAGE });
    }
  });
});

/** A rating row: Google and Yelp come with every place and may stay empty; a custom one needs its name and value. */
const ZRatingRow = z
  .object({ name: z.string().trim().max(100), value: z.string().trim().max(20), custom: z.boolean() })
  .superRefine((row, ctx) => {
    if (row.custom && !row.name) ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.fieldRequired });
    if (row.custom && !row.value) ctx.addIssue({ code: 'custom', path: ['value'], message: MSG.fieldRequired });
    else if (row.value && !/^\d+(\.\d+)?$/.test(row.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a number' });
  });

/** The place form (part 2 §2, §5): the contract's fields and messages, plus the form's own shapes for ratings and hours. */
export const ZPlaceForm = ZPlaceCreate.pick({
  name: true,
  phone: true,
  reservationLink: true,
  takeoutAndDelivery: true,
  website: true,
  place_email: true,
  instagramLink: true,
  shortDescription: true,
  description: true,
  types: true,
  range: true,
  address: true,
  localeAddress: true,
  addressLine1: true,
  city: true,
  locality: true,
  zipcode: true,
  destinationId: true,
  guideRating: true,
  socialUrls: true,
  location: true,
  placeId: true,
}).extend({
  ratings: z.array(ZRatingRow).max(20),
  days: z.array(ZDay).length(7),
});
export type TPlaceFormInput = z.input<typeof ZPlaceForm>;
export type TPlaceFormValues = z.output<typeof ZPlaceForm>;

/** Sunday to Saturday from the stored periods: a day with a period is open, its times shown on the mask. */
export function formDays(openingDays: readonly TOpeningDay[] | undefined): TPlaceFormInput['days'] {
  const periods = (openingDays ?? []).flatMap((d) => d.periods);
  return WEEK_DAYS.map((_day, index) => {
    const today = periods.filter((p) => p.open.day === index);
    return {
      open: today.length > 0,
      slots: today
        .filter((p) => p.open.time || p.close?.time)
        .map((p) => ({ open: toClock(p.open.time), close: toClock(p.close?.time) })),
    };
  });
}

/** Google and Yelp first (part 2 §9), with their stored values; then the custom ones. */
function formRatings(stored: TPlace['externalRatings'] | undefined): TPlaceFormInput['ratings'] {
  const list = stored ?? [];
  const fixed = DEFAULT_EXTERNAL_RATING_NAMES.map((name) => ({
    name,
    value: String(list.find((r) => r.name === name)?.value ?? ''),
    custom: false,
  }));
  const known = new Set<string>(DEFAULT_EXTERNAL_RATING_NAMES);
  return [
    ...fixed,
    ...list.filter((r) => !known.has(r.name)).map((r) => ({ name: r.name, value: String(r.value), custom: true })),
  ];
}

/** The form's first values: the place's, or a new place's (the default description, part 2 §9). */
export function placeFormValues(place: TPlace | undefined): TPlaceFormInput {
  return {
    name: place?.name ?? '',
    phone: place?.phone ?? '',
    reservationLink: place?.reservationLink ?? '',
    takeoutAndDelivery: place?.takeoutAndDelivery ?? false,
    website: place?.website ?? '',
    place_email: place?.place_email ?? '',
    instagramLink: place?.instagramLink ?? '',
    shortDescription: place?.shortDescription ?? '',
    description: place ? (place.description ?? '') : DEFAULT_PLACE_DESCRIPTION,
    types: place?.types ?? [],
    range: place?.range ?? null,
    address: place?.address ?? '',
    localeAddress: place?.localeAddress ?? '',
    addressLine1: place?.addressLine1 ?? '',
    city: place?.city ?? '',
    locality: place?.locality ?? '',
    zipcode: place?.zipcode ?? '',
    destinationId: place?.destinationId ?? (null as unknown as number),
    guideRating: place?.guideRating ?? null,
    socialUrls: place?.socialUrls ?? [],
    location: place?.location ?? null,
    placeId: place?.placeId ?? null,
    ratings: formRatings(place?.externalRatings),
    days: formDays(place?._openingDays),
  };
}

/** Empty optional text is sent as null, so clearing a field clears it. */
const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The POST or PATCH body from the form's values. */
export function placeBody(values: TPlaceFormValues) {
  const { ratings, days, ...fields } = values;
  return {
    ...fields,
    phone: orNull(fields.phone),
    reservationLink: orNull(fields.reservationLink),
    website: orNull(fields.website),
    place_email: orNull(fields.place_email),
    instagramLink: orNull(fields.instagramLink),
    localeAddress: orNull(fields.localeAddress),
    addressLine1: orNull(fields.addressLine1),
    locality: orNull(fields.locality),
    zipcode: orNull(fields.zipcode),
    externalRatings: ratings.filter((r) => r.name && r.value).map((r) => ({ name: r.name, value: Number(r.value) })),
    _openingDays: days.flatMap((day, index): TOpeningDay[] => {
      if (!day.open) return [];
      if (day.slots.length === 0) return [{ periods: [{ open: { day: index } }] }];
      return [
        {
          periods: day.slots.map((s) => ({
            open: { day: index, time: toHHmm(s.open) },
            close: { day: index, time: toHHmm(s.close) },
          })),
        },
      ];
    }),
  };
}
