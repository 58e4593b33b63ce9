import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import { resourceClientFor } from '../../../lib/client';

/** 'place' with 12 → '12 places'; 'eatinerary' with 2 → '2 eatineraries'. */
function counted(type: string, count: number): string {
  const label = (CONTENT_TYPES[type as TContentTypeName]?.label ?? type).toLowerCase();
  if (count === 1) return `1 ${label}`;
  return `${count} ${/[^aeiou]y$/.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`}`;
}

/** '12 places, 3 landmarks and 1 explore list'. */
function listed(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export type TOwnedChoiceProps = { path: string; id: number; checked: boolean; onChange: (checked: boolean) => void };

/**
 * In a delete's question, for a record that owns others (a city's places, landmarks, explore lists, eatineraries):
 * 'Also move its 12 places and 3 landmarks to the trash', off by default, so a delete does what it always did unless
 * staff ask. Shows nothing while the counts load or when it owns nothing live.
 * @example
 * <OwnedChoice path="destinations" id={4} checked={withOwned} onChange={setWithOwned} />
 */
export function OwnedChoice({ path, id, checked, onChange }: TOwnedChoiceProps) {
  const owned = useQuery(resourceClientFor(path).owned.options({ id }));
  const parts = (owned.data ?? []).map(({ type, count }) => counted(type, count));
  if (parts.length === 0) return null;
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={`Also move its ${listed(parts)} to the trash`}
    />
  );
}
