import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { zName, zShortText, zTimestamps } from '../common/fields';
import { MSG } from '../common/messages';
import { INVALID_VALUE, requiredNumber, requiredText } from './part1-fields';

/** Duration options of part 1 §9, in the order the form shows them. */
export const DURATION_TYPES = ['year', 'month', 'week'] as const;
export type TDurationType = (typeof DURATION_TYPES)[number];

/** Form defaults of part 1 §3 and §9. */
export const PACK_DEFAULTS = { currencyValue: 10, durationValue: 0, durationType: 'year' } as const satisfies {
  currencyValue: number;
  durationValue: number;
  durationType: TDurationType;
};

/** The pack named DEFAULT offers only edit (part 1 §2). */
export const DEFAULT_PACK_NAME = 'DEFAULT';
/** The pack whose role name is WORLD supplies coupon benefits (part 1 §3, §6). */
export const WORLD_ROLE_NAME = 'WORLD';

export const ZDestinationPack = z.object({
  ...zTimestamps,
  name: z.string(),
  currencySymbol: z.string(),
  currencyValue: z.number(),
  durationValue: z.number().int(),
  durationType: z.enum(DURATION_TYPES),
  roleName: z.string().nullable(),
});
export type TDestinationPack = z.infer<typeof ZDestinationPack>;

const packFields = {
  name: requiredText(MSG.fieldRequired),
  currencySymbol: zShortText.max(8).optional(),
  currencyValue: requiredNumber(MSG.fieldRequired).min(0),
  durationValue: requiredNumber(MSG.fieldRequired).int().min(0),
  durationType: z.enum(DURATION_TYPES, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === '' ? MSG.fieldRequired : INVALID_VALUE,
  }),
  roleName: zName.nullable().optional(),
};

export const ZDestinationPackCreate = z.strictObject(packFields);
export const ZDestinationPackUpdate = z.strictObject({
  name: packFields.name.optional(),
  currencySymbol: packFields.currencySymbol,
  currencyValue: packFields.currencyValue.optional(),
  durationValue: packFields.durationValue.optional(),
  durationType: packFields.durationType.optional(),
  roleName: packFields.roleName,
});

export const destinationPackResource = defineResource({
  model: 'DestinationPack',
  path: 'destinationPacks',
  record: ZDestinationPack,
  create: ZDestinationPackCreate,
  update: ZDestinationPackUpdate,
  filterable: ['id', 'name', 'currencyValue', 'durationValue', 'durationType', 'roleName', 'created', 'updated'],
  sortable: ['id', 'name', 'currencyValue', 'created', 'updated'],
  searchable: ['name'],
  relations: { destinations: many('Destination') },
  traits: {},
});
