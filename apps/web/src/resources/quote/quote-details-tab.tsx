import type { TWireRecord } from '@mise/contracts/common/wire';
import type { quoteResource } from '@mise/contracts/resources/quote';
import Box from '@mui/material/Box';
import { PicturesManager } from '../../components/resource/media/pictures-manager';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { useCachedItemPatch } from '../../components/resource/detail/use-area-item';

type TQuote = TWireRecord<typeof quoteResource>;

/** A new picture is Mobile until tagged Desktop (part 1 §3: desktop false means Mobile). */
const NEW_PICTURE_FIELDS = { desktop: false } as const;

/** The quote's toolbar, dates and pictures, each tagged Desktop or Mobile (part 1 §2). */
export function QuoteDetailsTab({ item: quote }: TAreaTabProps<TQuote>) {
  // The media kit answers the stored list after each change: keep the cached quote in step without a refetch.
  const patchCached = useCachedItemPatch<TQuote>('quotes', quote.id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={quote} />
      <DetailFieldGrid entries={itemDates(quote)} />
      <PicturesManager
        title="Pictures"
        model="quotes"
        id={quote.id}
        folder="quotes"
        variant="quote"
        pictures={quote._pictures ?? []}
        newPictureFields={NEW_PICTURE_FIELDS}
        onChanged={(list) => patchCached({ _pictures: list })}
      />
    </Box>
  );
}
