import { MSG } from '@mise/contracts/common/messages';
import { PACK_DEFAULTS, ZDestinationPackCreate } from '@mise/contracts/resources/destination-pack';
import { requiredText } from '@mise/contracts/resources/part1-fields';
import type { z } from 'zod';
import type { TPack } from './api';

/** The pack form (part 1 §5): the contract's rules, and the currency symbol required as the spec says. */
export const ZPackForm = ZDestinationPackCreate.omit({ roleName: true }).extend({ currencySymbol: requiredText(MSG.fieldRequired, 8) });

export type TPackFormInput = z.input<typeof ZPackForm>;
export type TPackBody = z.output<typeof ZPackForm>;

/** An edit starts from the pack; an add from the defaults 10 / 0 / year (part 1 §9). */
export function packFormValues(pack?: TPack): TPackFormInput {
  return {
    name: pack?.name ?? '',
    currencySymbol: pack?.currencySymbol ?? '',
    currencyValue: pack?.currencyValue ?? PACK_DEFAULTS.currencyValue,
    durationValue: pack?.durationValue ?? PACK_DEFAULTS.durationValue,
    durationType: pack?.durationType ?? PACK_DEFAULTS.durationType,
  };
}
