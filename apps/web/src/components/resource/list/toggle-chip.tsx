import Chip from '@mui/material/Chip';

/**
 * A small chip that is on or off (a filter choice, a picked status), pressed when on.
 * @example
 * <ToggleChip label="Published" on={active} onClick={() => choose('published')} />
 */
export function ToggleChip({ label, on, onClick }: { label: string; on: boolean; onClick: () => void }) {
  return (
    <Chip
      label={label}
      size="small"
      clickable
      color={on ? 'primary' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      aria-pressed={on}
      onClick={onClick}
    />
  );
}
