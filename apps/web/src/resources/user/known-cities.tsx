import { cityResource } from '@mise/contracts/resources/city';
import type { TKnowsAbout } from '@mise/contracts/resources/user';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useReferencesById } from '../../components/resource/reference/use-reference-options';
import { knowsAboutLabel } from './knows-about';

/** The cities the user knows, each with its label ('Local since 2012') and removable (part 2 §2, §9). */
export function KnownCities({
  knowsAbouts,
  onRemove,
  busy,
}: {
  knowsAbouts: readonly TKnowsAbout[];
  onRemove: (index: number) => void;
  busy: boolean;
}) {
  const { data: cities = [] } = useReferencesById(
    cityResource,
    knowsAbouts.map((k) => k.destinationId),
  );
  const names = new Map(cities.map((c) => [c.id, c.name]));
  if (knowsAbouts.length === 0) return <Typography color="text.secondary">No cities yet</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Known cities"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {knowsAbouts.map((k, index) => {
        const name = names.get(k.destinationId) ?? `City ${k.destinationId}`;
        return (
          <li key={`${k.destinationId}-${index}`}>
            <Chip
              label={`${name} · ${knowsAboutLabel(k)}`}
              disabled={busy}
              onDelete={() => onRemove(index)}
              deleteIcon={<CancelIcon titleAccess={`Remove ${name}`} role="img" />}
            />
          </li>
        );
      })}
    </Box>
  );
}
