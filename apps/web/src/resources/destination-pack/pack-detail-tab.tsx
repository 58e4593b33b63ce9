import type { TWireRecord } from '@mise/contracts/common/wire';
import { DEFAULT_PACK_NAME, type destinationPackResource } from '@mise/contracts/resources/destination-pack';
import Box from '@mui/material/Box';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';

export type TPack = TWireRecord<typeof destinationPackResource>;

/**
 * The subscription price as the spec shows it (part 1 §9): symbol, value, 'per', duration value and type.
 * @example
 * packPrice({ currencySymbol: '$', currencyValue: 29, durationValue: 1, durationType: 'month' }) // '$29 per 1 month'
 */
export function packPrice(
  pack: Pick<TPack, 'currencySymbol' | 'currencyValue' | 'durationValue' | 'durationType'>,
): string {
  return `${pack.currencySymbol ?? ''}${pack.currencyValue} per ${pack.durationValue} ${pack.durationType}`;
}

/**
 * A pack's detail (part 1 §2): name, price, dates and edit. The DEFAULT pack offers only edit; other
 * packs may also be deleted (their cities keep existing, without a pack). See docs/decisions.md.
 */
export function PackDetailTab({ item: pack }: TAreaTabProps<TPack>) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={pack} canDelete={pack.name !== DEFAULT_PACK_NAME} />
      <DetailFieldGrid
        entries={[
          ['Name', pack.name],
          ['Subscription', packPrice(pack)],
          ['Currency', `${pack.currencySymbol} ${pack.currencyValue}`],
          ['Duration', `${pack.durationValue} ${pack.durationType}`],
          ...itemDates(pack),
        ]}
      />
    </Box>
  );
}
