import Box from '@mui/material/Box';
import { formatDate } from '../../../lib/format';
import { DetailField } from './detail-field';

/** One labelled value: [label, value], optionally with a note under the value. */
export type TDetailEntry = readonly [label: string, value: string | null | undefined, note?: string];

/**
 * An item's labelled values in two columns (a `<dl>`).
 * @example
 * <DetailFieldGrid entries={[['Name', pack.name], ...itemDates(pack)]} />
 */
export function DetailFieldGrid({ entries }: { entries: readonly TDetailEntry[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
      {entries.map(([label, value, note]) => (
        <DetailField key={label} label={label} value={value} note={note} />
      ))}
    </Box>
  );
}

/**
 * 'Created' and 'Modified' of an item, as the details show them.
 * @example
 * itemDates(quote) // [['Created', 'Mar 4, 2025'], ['Modified', 'Mar 5, 2025']]
 */
export function itemDates(item: { created: string; updated: string }): TDetailEntry[] {
  return [
    ['Created', formatDate(item.created)],
    ['Modified', formatDate(item.updated)],
  ];
}
