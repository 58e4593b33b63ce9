import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type TChoice = { value: string; label: string };

/**
 * A small select of fixed choices for a filter bar ('All types', 'Anyone'); '' is the first choice's value by habit.
 * @example
 * <ChoiceSelect label="Type" value={type} onChange={setType} choices={[{ value: '', label: 'All types' }]} />
 */
export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  minWidth = 160,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly TChoice[];
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * 'All types' then each named type by what staff call it.
 * @example
 * typeChoices(['city', 'place']) // [{ value: '', label: 'All types' }, { value: 'city', label: 'City' }, …]
 */
export function typeChoices(names: readonly TContentTypeName[]): TChoice[] {
  return [
    { value: '', label: 'All types' },
    ...names.map((name) => ({ value: name, label: CONTENT_TYPES[name].label })),
  ];
}

/**
 * A staff member as a history, the trash or a filter names them: by name, or by id when they have none; `none` when
 * nobody is known (the system, or a deletion older than the trash).
 * @example
 * staffName({ id: 4, name: null }, 'System') // 'Staff #4'
 */
export const staffName = (staff: { id: number; name: string | null } | null, none: string): string =>
  staff ? (staff.name ?? `Staff #${staff.id}`) : none;

/**
 * 'Anyone' (or `everyone`) then each staff member by name.
 * @example
 * staffChoices([{ id: 4, name: 'Ana' }], 'Everyone') // [{ value: '', label: 'Everyone' }, { value: '4', label: 'Ana' }]
 */
export function staffChoices(staff: readonly { id: number; name: string | null }[], everyone: string): TChoice[] {
  return [{ value: '', label: everyone }, ...staff.map((s) => ({ value: String(s.id), label: staffName(s, '') }))];
}
