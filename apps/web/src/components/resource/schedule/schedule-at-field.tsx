import TextField from '@mui/material/TextField';

/**
 * The date and time a schedule happens, typed as a New York wall time (`datetime-local`), with the server's message
 * under it when it refuses the time.
 * @example
 * <ScheduleAtField value={wall} onChange={setWall} error={atError} />
 */
export function ScheduleAtField({
  value,
  onChange,
  error,
  label = 'Date and time (New York time)',
  required = true,
}: {
  value: string;
  onChange: (wall: string) => void;
  error?: string;
  label?: string;
  required?: boolean;
}) {
  return (
    <TextField
      type="datetime-local"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      required={required}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The server's refusal of a field, without the field's name it starts with ('at: choose a time…' → 'Choose a time…'). */
export function fieldMessage(message: string, field: string): string | undefined {
  if (!message.startsWith(`${field}: `)) return undefined;
  const text = message.slice(field.length + 2);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
