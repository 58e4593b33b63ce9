import { zText } from '@mise/contracts/common/fields';
import { ZLandmarkCreate } from '@mise/contracts/resources/landmark';
import { zUrl } from '@mise/contracts/resources/part2-fields';
import { z } from 'zod';
import type { TLandmark } from './landmark-record';

const LAT_MSG = 'A latitude from -90 to 90';
const LNG_MSG = 'A longitude from -180 to 180';
const BOTH_MSG = 'Give the latitude and the longitude';

/** A coordinate as typed: blank, or a number within ±`max`. */
const zCoordinate = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^-?\d+(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= max), message);

/**
 * The 'Add Landmark' form (part 2 §2, §5): City and Name required ('this field is required', the contract's rules), the
 * maps url and location the place search fills (or typed by hand), and the two descriptions.
 */
export const ZLandmarkForm = ZLandmarkCreate.pick({ destinationId: true, name: true })
  .extend({
    mapsUrl: zUrl,
    lat: zCoordinate(90, LAT_MSG),
    lng: zCoordinate(180, LNG_MSG),
    shortDescription: zText,
    description: zText,
  })
  .superRefine((v, ctx) => {
    if ((v.lat === '') !== (v.lng === ''))
      ctx.addIssue({ code: 'custom', message: BOTH_MSG, path: [v.lat === '' ? 'lat' : 'lng'] });
  });

export type TLandmarkFormInput = z.input<typeof ZLandmarkForm>;
export type TLandmarkFormValues = z.output<typeof ZLandmarkForm>;

/** The location the form holds, when both coordinates are typed and valid. */
export function formLocation(lat: string | undefined, lng: string | undefined): { lat: number; lng: number } | null {
  const [a, b] = [Number(lat?.trim()), Number(lng?.trim())];
  if (
    !lat?.trim() ||
    !lng?.trim() ||
    !Number.isFinite(a) ||
    !Number.isFinite(b) ||
    Math.abs(a) > 90 ||
    Math.abs(b) > 180
  )
    return null;
  return { lat: a, lng: b };
}

/** An edit starts from the landmark; an add from an empty form with no city. */
export function landmarkFormValues(landmark?: TLandmark): TLandmarkFormInput {
  return {
    destinationId: landmark?.destinationId ?? (null as unknown as number),
    name: landmark?.name ?? '',
    mapsUrl: landmark?.address?.url ?? '',
    lat: landmark?.location ? String(landmark.location.lat) : '',
    lng: landmark?.location ? String(landmark.location.lng) : '',
    shortDescription: landmark?.shortDescription ?? '',
    description: landmark?.description ?? '',
  };
}

/**
 * What POST destinations/{id}/landmarks and PATCH landmarks/{id} receive: the maps url inside `address`, the location as
 * numbers, empty texts as null.
 * @example
 * landmarkBody({ destinationId: 3, name: 'Tower', mapsUrl: '', lat: '38.69', lng: '-9.21', shortDescription: '', description: '' })
 * // { destinationId: 3, name: 'Tower', address: null, location: { lat: 38.69, lng: -9.21 }, shortDescription: null, description: null }
 */
export function landmarkBody(values: TLandmarkFormValues) {
  const text = (v: string) => (v.trim() ? v : null);
  return {
    destinationId: values.destinationId,
    name: values.name,
    address: values.mapsUrl ? { url: values.mapsUrl } : null,
    location: formLocation(values.lat, values.lng),
    shortDescription: text(values.shortDescription),
    description: text(values.description),
  };
}
