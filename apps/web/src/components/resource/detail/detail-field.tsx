import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One labelled value of an item's details, inside a `<dl>`; empty values show '—'.
 * @example
 * <Box component="dl"><DetailField label="Name" value={city.name} /></Box>
 */
export function DetailField({
  label,
  value,
  note,
}: {
  label: string;
  value: string | null | undefined;
  note?: string;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {value || '—'}
        {note && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {note}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}
