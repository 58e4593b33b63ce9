import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mise/contracts/common/messages';
import { VIDEO_LINK_MSG } from '@mise/contracts/common/video-link';
import { COUPON_MSG } from '@mise/contracts/resources/coupon';
import { INVALID_VALUE } from '@mise/contracts/resources/part1-fields';
import { MSG2, URL_MSG } from '@mise/contracts/resources/part2-fields';
import { STAFF, setupApp, staffCalls } from './helper';

/**
 * Every form rule of part 1 §5 and part 2 §5, answered by the API as the form answers it: 400, the spec's message, and
 * the field named in `error.details[{ path, message }]` (path as a JSON pointer, `/socialUrls/0/name`).
 */

type TBody = Record<string, unknown>;

/** The content types whose forms §5 rules; each has a minimal valid body below. */
type TModelPath =
  | 'destinations'
  | 'eateries'
  | 'quotes'
  | 'destinationPacks'
  | 'coupons'
  | 'establishments'
  | 'foodDrinks'
  | 'cuisines'
  | 'landmarks'
  | 'lists'
  | 'tagCategories'
  | 'users';

type TRow = {
  /** The §5 line the row comes from. */
  spec: string;
  /** Whose minimal valid body (POST) or stored row (PATCH) the row starts from. */
  model: TModelPath;
  method: 'POST' | 'PATCH';
  /** The one thing broken: merged into the valid body on POST (undefined drops the key), sent alone on PATCH. */
  change: TBody;
  /** The API field the answer names, dotted (`socialUrls.0.name`). */
  field: string;
  /** The spec's message; null where §5 states the rule but gives it no message (any message then). */
  message: string | null;
  /** A call that is not the model's own POST/PATCH (sign-in, a picture list): its url and valid body. */
  call?: { url: (storedId: number) => string; body: TBody };
};

const P1 = 'part 1 §5';
const P2 = 'part 2 §5';
const LOGIN = { url: () => '/api/users/login', body: { email: STAFF.email, password: STAFF.password } };
const VIDEO = {
  url: (id: number) => `/api/quotes/${id}/pictures`,
  body: { url: 'https://youtu.be/dQw4w9WgXcQ', fileType: 'video' },
};

const ROWS: TRow[] = [
  // Login: email required ('Required'), trimmed, valid format ('Invalid email'); password required ('Required').
  ...(
    [
      [{ email: undefined }, 'email', MSG.required],
      [{ email: '   ' }, 'email', MSG.required],
      [{ email: 'staff-at-mise.test' }, 'email', MSG.invalidEmail],
      [{ password: '' }, 'password', MSG.required],
    ] as const
  ).map(([change, field, message]): TRow => ({
    spec: `${P1} Login`,
    model: 'users',
    method: 'POST',
    change,
    field,
    message,
    call: LOGIN,
  })),

  // Email helper: at most 254 characters, local part at most 64, each domain label at most 63, plus a pattern (the user form's e-mail).
  {
    spec: `${P1} Email helper: local part ≤ 64`,
    model: 'users',
    method: 'POST',
    change: { email: `${'a'.repeat(65)}@example.com` },
    field: 'email',
    message: MSG2.invalidFormat,
  },
  {
    spec: `${P1} Email helper: label ≤ 63`,
    model: 'users',
    method: 'POST',
    change: { email: `ana@${'b'.repeat(64)}.com` },
    field: 'email',
    message: MSG2.invalidFormat,
  },
  {
    spec: `${P1} Email helper: ≤ 254`,
    model: 'users',
    method: 'POST',
    change: { email: `ana@${`${'c'.repeat(63)}.`.repeat(4)}com` },
    field: 'email',
    message: MSG2.invalidFormat,
  },
  {
    spec: `${P1} Email helper: pattern`,
    model: 'users',
    method: 'PATCH',
    change: { email: 'ana@@example.com' },
    field: 'email',
    message: MSG2.invalidFormat,
  },

  // URL helper: optional http or https scheme and a dotted host (place, user and landmark links).
  {
    spec: `${P1} URL helper: dotted host`,
    model: 'establishments',
    method: 'POST',
    change: { website: 'localhost' },
    field: 'website',
    message: URL_MSG,
  },
  {
    spec: `${P1} URL helper: http(s) only`,
    model: 'establishments',
    method: 'PATCH',
    change: { reservationLink: 'ftp://book.example.com' },
    field: 'reservationLink',
    message: URL_MSG,
  },
  {
    spec: `${P1} URL helper`,
    model: 'users',
    method: 'PATCH',
    change: { website: 'javascript:alert(1)' },
    field: 'website',
    message: URL_MSG,
  },
  {
    spec: `${P1} URL helper`,
    model: 'landmarks',
    method: 'POST',
    change: { address: { url: 'maps' } },
    field: 'address.url',
    message: URL_MSG,
  },

  // City form: continent required ('This field is required').
  {
    spec: `${P1} City form: continent`,
    model: 'destinations',
    method: 'POST',
    change: { continent: undefined },
    field: 'continent',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} City form: continent`,
    model: 'destinations',
    method: 'POST',
    change: { continent: '  ' },
    field: 'continent',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} City form: continent`,
    model: 'destinations',
    method: 'PATCH',
    change: { continent: null },
    field: 'continent',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} City form: continent`,
    model: 'destinations',
    method: 'PATCH',
    change: { continent: '' },
    field: 'continent',
    message: MSG.fieldRequired,
  },

  // Eatinerary form: destinationId required and name required (both 'This is required').
  {
    spec: `${P1} Eatinerary form: destinationId`,
    model: 'eateries',
    method: 'POST',
    change: { destinationId: undefined },
    field: 'destinationId',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Eatinerary form: destinationId`,
    model: 'eateries',
    method: 'PATCH',
    change: { destinationId: null },
    field: 'destinationId',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Eatinerary form: name`,
    model: 'eateries',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Eatinerary form: name`,
    model: 'eateries',
    method: 'PATCH',
    change: { name: ' ' },
    field: 'name',
    message: MSG.isRequired,
  },

  // Quote form: title required ('This is required').
  {
    spec: `${P1} Quote form: title`,
    model: 'quotes',
    method: 'POST',
    change: { title: undefined },
    field: 'title',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Quote form: title`,
    model: 'quotes',
    method: 'PATCH',
    change: { title: '' },
    field: 'title',
    message: MSG.isRequired,
  },

  // Destination pack form: name, currency, duration value and duration each required ('This field is required').
  {
    spec: `${P1} Destination pack form: name`,
    model: 'destinationPacks',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: currency`,
    model: 'destinationPacks',
    method: 'POST',
    change: { currencyValue: undefined },
    field: 'currencyValue',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: duration value`,
    model: 'destinationPacks',
    method: 'POST',
    change: { durationValue: '' },
    field: 'durationValue',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: duration`,
    model: 'destinationPacks',
    method: 'POST',
    change: { durationType: undefined },
    field: 'durationType',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: name`,
    model: 'destinationPacks',
    method: 'PATCH',
    change: { name: '' },
    field: 'name',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: currency`,
    model: 'destinationPacks',
    method: 'PATCH',
    change: { currencyValue: null },
    field: 'currencyValue',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: duration value`,
    model: 'destinationPacks',
    method: 'PATCH',
    change: { durationValue: null },
    field: 'durationValue',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P1} Destination pack form: duration`,
    model: 'destinationPacks',
    method: 'PATCH',
    change: { durationType: '' },
    field: 'durationType',
    message: MSG.fieldRequired,
  },

  // Coupon form: name, discountType, startDate, code each required ('This is required').
  {
    spec: `${P1} Coupon form: name`,
    model: 'coupons',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Coupon form: discountType`,
    model: 'coupons',
    method: 'POST',
    change: { discountType: undefined },
    field: 'discountType',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Coupon form: startDate`,
    model: 'coupons',
    method: 'POST',
    change: { startDate: undefined },
    field: 'startDate',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Coupon form: code`,
    model: 'coupons',
    method: 'POST',
    change: { code: '' },
    field: 'code',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Coupon form: name`,
    model: 'coupons',
    method: 'PATCH',
    change: { name: '' },
    field: 'name',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Coupon form: startDate`,
    model: 'coupons',
    method: 'PATCH',
    change: { startDate: null },
    field: 'startDate',
    message: MSG.isRequired,
  },
  // claimLimit an integer ('Invalid value') and at least 1 ('Should be 1 or more').
  {
    spec: `${P1} Coupon form: claimLimit integer`,
    model: 'coupons',
    method: 'POST',
    change: { claimLimit: 2.5 },
    field: 'claimLimit',
    message: INVALID_VALUE,
  },
  {
    spec: `${P1} Coupon form: claimLimit ≥ 1`,
    model: 'coupons',
    method: 'POST',
    change: { claimLimit: -1 },
    field: 'claimLimit',
    message: COUPON_MSG.claimLimitMin,
  },
  {
    spec: `${P1} Coupon form: claimLimit ≥ 1`,
    model: 'coupons',
    method: 'PATCH',
    change: { claimLimit: -5 },
    field: 'claimLimit',
    message: COUPON_MSG.claimLimitMin,
  },
  // endDate after startDate ('End date cannot be less than start date'); on PATCH against the stored other date.
  {
    spec: `${P1} Coupon form: endDate after startDate`,
    model: 'coupons',
    method: 'POST',
    change: { startDate: '2026-12-10T05:00:00.000Z', endDate: '2026-12-09T05:00:00.000Z' },
    field: 'endDate',
    message: COUPON_MSG.endBeforeStart,
  },
  {
    spec: `${P1} Coupon form: endDate after startDate`,
    model: 'coupons',
    method: 'PATCH',
    change: { endDate: '2026-11-30T05:00:00.000Z' },
    field: 'endDate',
    message: COUPON_MSG.endBeforeStart,
  },
  {
    spec: `${P1} Coupon form: endDate after startDate`,
    model: 'coupons',
    method: 'PATCH',
    change: { startDate: '2027-01-01T05:00:00.000Z' },
    field: 'endDate',
    message: COUPON_MSG.endBeforeStart,
  },
  // discountValue required, greater than 0; for percent at most 100; for flat an integer.
  {
    spec: `${P1} Coupon form: discountValue required`,
    model: 'coupons',
    method: 'POST',
    change: { discountValue: undefined },
    field: 'discountValue',
    message: MSG.isRequired,
  },
  {
    spec: `${P1} Coupon form: discountValue > 0`,
    model: 'coupons',
    method: 'POST',
    change: { discountValue: 0 },
    field: 'discountValue',
    message: COUPON_MSG.greaterThanZero,
  },
  {
    spec: `${P1} Coupon form: discountValue > 0`,
    model: 'coupons',
    method: 'PATCH',
    change: { discountValue: -3 },
    field: 'discountValue',
    message: COUPON_MSG.greaterThanZero,
  },
  {
    spec: `${P1} Coupon form: percent ≤ 100`,
    model: 'coupons',
    method: 'POST',
    change: { discountValue: 100.5 },
    field: 'discountValue',
    message: COUPON_MSG.percentMax,
  },
  {
    spec: `${P1} Coupon form: percent ≤ 100`,
    model: 'coupons',
    method: 'PATCH',
    change: { discountValue: 150 },
    field: 'discountValue',
    message: COUPON_MSG.percentMax,
  },
  {
    spec: `${P1} Coupon form: flat integer`,
    model: 'coupons',
    method: 'POST',
    change: { discountType: 'flat', discountValue: 12.5 },
    field: 'discountValue',
    message: COUPON_MSG.flatInteger,
  },
  {
    spec: `${P1} Coupon form: flat integer`,
    model: 'coupons',
    method: 'PATCH',
    change: { discountType: 'flat', discountValue: 7.5 },
    field: 'discountValue',
    message: COUPON_MSG.flatInteger,
  },

  // Video link: a YouTube watch, short or embed link with an 11-character id, else 'Invalid url'.
  {
    spec: `${P1} Video link`,
    model: 'quotes',
    method: 'POST',
    change: { url: 'https://vimeo.com/123456' },
    field: 'url',
    message: VIDEO_LINK_MSG,
    call: VIDEO,
  },

  // Landmark: City required, Name required ('this field is required').
  {
    spec: `${P2} Landmark: City`,
    model: 'landmarks',
    method: 'POST',
    change: { destinationId: undefined },
    field: 'destinationId',
    message: MSG2.fieldRequiredLower,
  },
  {
    spec: `${P2} Landmark: City`,
    model: 'landmarks',
    method: 'PATCH',
    change: { destinationId: null },
    field: 'destinationId',
    message: MSG2.fieldRequiredLower,
  },
  {
    spec: `${P2} Landmark: Name`,
    model: 'landmarks',
    method: 'POST',
    change: { name: '' },
    field: 'name',
    message: MSG2.fieldRequiredLower,
  },
  {
    spec: `${P2} Landmark: Name`,
    model: 'landmarks',
    method: 'PATCH',
    change: { name: null },
    field: 'name',
    message: MSG2.fieldRequiredLower,
  },

  // Place: name ('This field is required'); full address and city ('This Field is Required'); city choice ('This is required').
  {
    spec: `${P2} Place: name`,
    model: 'establishments',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P2} Place: name`,
    model: 'establishments',
    method: 'PATCH',
    change: { name: '' },
    field: 'name',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P2} Place: full address`,
    model: 'establishments',
    method: 'POST',
    change: { address: undefined },
    field: 'address',
    message: MSG2.fieldRequiredTitle,
  },
  {
    spec: `${P2} Place: full address`,
    model: 'establishments',
    method: 'PATCH',
    change: { address: ' ' },
    field: 'address',
    message: MSG2.fieldRequiredTitle,
  },
  {
    spec: `${P2} Place: city`,
    model: 'establishments',
    method: 'POST',
    change: { city: '' },
    field: 'city',
    message: MSG2.fieldRequiredTitle,
  },
  {
    spec: `${P2} Place: city`,
    model: 'establishments',
    method: 'PATCH',
    change: { city: null },
    field: 'city',
    message: MSG2.fieldRequiredTitle,
  },
  // PATCH may clear destinationId: removing a place from its city does exactly that (part 1 §4, §7).
  {
    spec: `${P2} Place: city choice`,
    model: 'establishments',
    method: 'POST',
    change: { destinationId: undefined },
    field: 'destinationId',
    message: MSG.isRequired,
  },

  // Social media: platform name and url each required ('This field is required').
  {
    spec: `${P2} Social media: name`,
    model: 'establishments',
    method: 'POST',
    change: { socialUrls: [{ name: '', url: 'https://instagram.com/fig' }] },
    field: 'socialUrls.0.name',
    message: MSG.fieldRequired,
  },
  {
    spec: `${P2} Social media: url`,
    model: 'establishments',
    method: 'PATCH',
    change: { socialUrls: [{ name: 'Instagram' }] },
    field: 'socialUrls.0.url',
    message: MSG.fieldRequired,
  },

  // Times use a 12-hour mask, stored as HHmm.
  {
    spec: `${P2} Times stored as HHmm`,
    model: 'establishments',
    method: 'POST',
    change: { _openingDays: [{ periods: [{ open: { day: 1, time: '9:00' }, close: { day: 1, time: '1700' } }] }] },
    field: '_openingDays.0.periods.0.open.time',
    message: null,
  },
  {
    spec: `${P2} Times stored as HHmm`,
    model: 'establishments',
    method: 'PATCH',
    change: { _openingDays: [{ periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '2400' } }] }] },
    field: '_openingDays.0.periods.0.close.time',
    message: null,
  },

  // External rating values are numbers; custom rating name and value are required. Range 1 to 4; rating max 3.
  {
    spec: `${P2} External rating value a number`,
    model: 'establishments',
    method: 'POST',
    change: { externalRatings: [{ name: 'Google', value: 'four' }] },
    field: 'externalRatings.0.value',
    message: null,
  },
  {
    spec: `${P2} Custom rating name required`,
    model: 'establishments',
    method: 'PATCH',
    change: { externalRatings: [{ name: ' ', value: 4 }] },
    field: 'externalRatings.0.name',
    message: null,
  },
  {
    spec: `${P2} Custom rating value required`,
    model: 'establishments',
    method: 'PATCH',
    change: { externalRatings: [{ name: 'Michelin' }] },
    field: 'externalRatings.0.value',
    message: null,
  },
  {
    spec: `${P2} Range 1 to 4`,
    model: 'establishments',
    method: 'POST',
    change: { range: 5 },
    field: 'range',
    message: null,
  },
  {
    spec: `${P2} Range 1 to 4`,
    model: 'establishments',
    method: 'PATCH',
    change: { range: 0 },
    field: 'range',
    message: null,
  },
  {
    spec: `${P2} Rating max 3`,
    model: 'establishments',
    method: 'PATCH',
    change: { guideRating: 4 },
    field: 'guideRating',
    message: null,
  },

  // Cuisine form: name required ('this field is required'). Dish form: name required ('this field is required').
  {
    spec: `${P2} Cuisine form: name`,
    model: 'cuisines',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG2.fieldRequiredLower,
  },
  {
    spec: `${P2} Cuisine form: name`,
    model: 'cuisines',
    method: 'PATCH',
    change: { name: '  ' },
    field: 'name',
    message: MSG2.fieldRequiredLower,
  },
  {
    spec: `${P2} Dish form: name`,
    model: 'foodDrinks',
    method: 'POST',
    change: { name: '' },
    field: 'name',
    message: MSG2.fieldRequiredLower,
  },
  {
    spec: `${P2} Dish form: name`,
    model: 'foodDrinks',
    method: 'PATCH',
    change: { name: null },
    field: 'name',
    message: MSG2.fieldRequiredLower,
  },

  // Explore list form: destinationId (city) and name required ('This is required').
  {
    spec: `${P2} Explore list form: destinationId`,
    model: 'lists',
    method: 'POST',
    change: { destinationId: undefined },
    field: 'destinationId',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} Explore list form: destinationId`,
    model: 'lists',
    method: 'PATCH',
    change: { destinationId: null },
    field: 'destinationId',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} Explore list form: name`,
    model: 'lists',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} Explore list form: name`,
    model: 'lists',
    method: 'PATCH',
    change: { name: '' },
    field: 'name',
    message: MSG.isRequired,
  },

  // Tag category edit: name required ('This field cannot be empty').
  {
    spec: `${P2} Tag category: name`,
    model: 'tagCategories',
    method: 'PATCH',
    change: { name: '   ' },
    field: 'name',
    message: MSG2.cannotBeEmpty,
  },
  {
    spec: `${P2} Tag category: name`,
    model: 'tagCategories',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG2.cannotBeEmpty,
  },

  // User edit: name required ('This is required'); email required ('This is required') and valid ('Invalid Format').
  {
    spec: `${P2} User edit: name`,
    model: 'users',
    method: 'POST',
    change: { name: undefined },
    field: 'name',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} User edit: name`,
    model: 'users',
    method: 'PATCH',
    change: { name: '' },
    field: 'name',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} User edit: email required`,
    model: 'users',
    method: 'POST',
    change: { email: undefined },
    field: 'email',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} User edit: email required`,
    model: 'users',
    method: 'PATCH',
    change: { email: ' ' },
    field: 'email',
    message: MSG.isRequired,
  },
  {
    spec: `${P2} User edit: email valid`,
    model: 'users',
    method: 'POST',
    change: { email: 'not-an-email' },
    field: 'email',
    message: MSG2.invalidFormat,
  },

  // Knows-about submit only when both city and how are chosen.
  {
    spec: `${P2} Knows-about: city`,
    model: 'users',
    method: 'PATCH',
    change: { _knowsAbouts: [{ how: 'currentResident' }] },
    field: '_knowsAbouts.0.destinationId',
    message: null,
  },
  {
    spec: `${P2} Knows-about: how`,
    model: 'users',
    method: 'PATCH',
    change: { _knowsAbouts: [{ destinationId: 1 }] },
    field: '_knowsAbouts.0.how',
    message: null,
  },
];

/*
 * §5 lines with no 400 to answer, and where they are held:
 * - part 1 Eatinerary: place picker excludes selected places / part 1 §4 duplicates not added: the server drops repeated
 *   placeIds (ZEatinerarySectionInput), proven below.
 * - part 1 Destination pack: currencyValue and durationValue converted to numbers on change; coupon: an empty claim limit is
 *   sent as 0 (proven below), dates in New York time; Image URL dialog and deletions' 'Are you sure...?': the web's.
 * - part 1 JSON upload mode: lottieJson takes only JSON files, the other lists only images (media-pictures.test.ts).
 * - part 2 Duplicate place: a placeId already used is a 409 naming placeId, which the form shows as 'This place is already
 *   in {product}' (proven below). Submit skipped without a city, Enter never submits, review text truncation: the web's.
 * - part 2 Tag/keyword entry: blank adds nothing (a setting's {name, value} needs a name), duplicates by value are refused
 *   (settings: value schemas in the contracts); tags without id are created (new-tags, not served yet).
 * - part 2 Dish picker (iconic dishes), Travel Worthy picker (published, rating 3): home-section add-remove-bulk is not
 *   served yet. Uploads (avatar images, hero videos, one settings image): the upload route's file checks.
 */

describe('form rules of both §5s (one table)', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  let n = 0;
  const unique = () => (n += 1);

  const lisbon = await make('destinations', { name: 'Lisbon', continent: 'europe' });

  /** A minimal valid body per model: only what the form requires, parents made through the API. */
  const valid: Record<TModelPath, () => TBody> = {
    destinations: () => ({ name: `City ${unique()}`, continent: 'europe' }),
    eateries: () => ({ name: `A day ${unique()}`, destinationId: lisbon.id }),
    quotes: () => ({ title: `Eat well ${unique()}` }),
    destinationPacks: () => ({ name: `Pack ${unique()}`, currencyValue: 10, durationValue: 1, durationType: 'year' }),
    coupons: () => ({
      name: `Coupon ${unique()}`,
      code: `CODE${n}`,
      discountType: 'percent',
      discountValue: 20,
      startDate: '2026-12-01T05:00:00.000Z',
      endDate: '2026-12-31T05:00:00.000Z',
      claimLimit: 10,
    }),
    establishments: () => ({
      name: `Fig ${unique()}`,
      address: 'Rua Augusta 1, Lisbon',
      city: 'Lisbon',
      destinationId: lisbon.id,
    }),
    foodDrinks: () => ({ name: `Pastel ${unique()}` }),
    cuisines: () => ({ name: `Cuisine ${unique()}` }),
    landmarks: () => ({ name: `Tower ${unique()}`, destinationId: lisbon.id }),
    lists: () => ({ name: `List ${unique()}`, destinationId: lisbon.id }),
    tagCategories: () => ({ name: `Category ${unique()}` }),
    users: () => ({ name: `Ana ${unique()}`, email: `ana${n}@example.com` }),
  };
  const models = Object.keys(valid) as TModelPath[];

  /** One stored row per model, made from its valid body: the PATCH rows change it. */
  const stored = {} as Record<TModelPath, { id: number }>;
  beforeAll(async () => {
    for (const model of models) stored[model] = await make(model, valid[model]());
  });

  describe('the minimal valid bodies are valid', () => {
    it.each(models)('%s: POST the valid body → 200, PATCH it back → 200', async (model) => {
      const body = valid[model]();
      const created = await call('POST', `/api/${model}`, body);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const patched = await call('PATCH', `/api/${model}/${created.body.id}`, body);
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    });

    it('sign-in and a video link: the special calls of the table accept their valid bodies', async () => {
      expect((await call('POST', LOGIN.url(), LOGIN.body)).status).toBe(200);
      const video = await call('POST', VIDEO.url(stored.quotes.id), VIDEO.body);
      expect(video.status, JSON.stringify(video.body)).toBe(200);
    });
  });

  const shown = (change: TBody) =>
    Object.entries(change)
      .map(([key, value]) => (value === undefined ? `without ${key}` : `${key}=${JSON.stringify(value)}`))
      .join(', ');
  const title = (row: TRow) =>
    `${row.spec}: ${row.method} ${row.call ? 'special call' : row.model} ${shown(row.change)} → 400 ${row.field}`;
  describe.each(ROWS.map((row) => [title(row), row] as const))('%s', (_name, row) => {
    it(`answers 400 naming ${row.field}${row.message === null ? '' : ` with '${row.message}'`}`, async () => {
      const id = stored[row.model].id;
      const url = row.call ? row.call.url(id) : row.method === 'POST' ? `/api/${row.model}` : `/api/${row.model}/${id}`;
      const base = row.call ? row.call.body : row.method === 'POST' ? valid[row.model]() : {};
      // Refused means nothing was written: no new row on POST, the stored row untouched on PATCH (and by a special call).
      const written = () =>
        call('GET', row.method === 'POST' && !row.call ? `/api/${row.model}/count` : `/api/${row.model}/${id}`);
      const before = await written();
      const res = await call(row.method, url, { ...base, ...row.change });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const path = `/${row.field.replaceAll('.', '/')}`;
      const named = (res.body.error.details as { path: string; message: string }[]).filter((d) => d.path === path);
      expect(named, JSON.stringify(res.body.error)).not.toEqual([]);
      if (row.message !== null) expect(named.map((d) => d.message)).toContain(row.message);
      expect((await written()).body).toEqual(before.body);
    });
  });

  describe('rules that are no 400', () => {
    it('drops a place repeated in an eatinerary section, keeping the first (part 1 §5 place picker, §4)', async () => {
      const [a, b] = [
        await make('establishments', valid.establishments()),
        await make('establishments', valid.establishments()),
      ];
      const res = await call('POST', '/api/eateries', {
        ...valid.eateries(),
        _sections: [{ title: 'Lunch', placeIds: [a.id, b.id, a.id] }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body._sections[0].placeIds).toEqual([a.id, b.id]);
    });

    it('stores an empty claim limit as 0 (part 1 §5 coupon form)', async () => {
      const res = await call('POST', '/api/coupons', { ...valid.coupons(), claimLimit: '' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.claimLimit).toBe(0);
    });

    it('answers a placeId already in the guide with 409 naming placeId (part 2 §5 duplicate place)', async () => {
      await make('establishments', { ...valid.establishments(), placeId: 'ChIJ-duplicate' });
      const res = await call('POST', '/api/establishments', { ...valid.establishments(), placeId: 'ChIJ-duplicate' });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This place is already in Mise');
      expect(res.body.error.details).toEqual([{ path: '/placeId', message: 'This place is already in Mise' }]);
    });
  });
});
