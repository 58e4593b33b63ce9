import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type TDesktopSelectProps = {
  /** The picture's `desktop` flag; false (or missing) means Mobile (part 1 §3 Quote). */
  desktop: boolean | undefined;
  onChange: (desktop: boolean) => void;
  disabled?: boolean;
};

/**
 * Tags a quote picture Desktop or Mobile.
 * @example
 * <DesktopSelect desktop={picture.desktop} onChange={(desktop) => kit.updatePicture.mutate({ pictureId: picture.id, changes: { desktop } })} />
 */
export function DesktopSelect({ desktop, onChange, disabled }: TDesktopSelectProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label="Orientation"
      value={desktop ? 'Desktop' : 'Mobile'}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === 'Desktop')}
    >
      <MenuItem value="Desktop">Desktop</MenuItem>
      <MenuItem value="Mobile">Mobile</MenuItem>
    </TextField>
  );
}
