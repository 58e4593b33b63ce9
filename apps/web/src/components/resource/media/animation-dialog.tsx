import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ANIMATION_FIELDS, DEFAULT_ANIMATION, type TAnimation, type TAnimationKey } from './animation-settings';

export type TAnimationDialogProps = {
  open: boolean;
  /** The picture's current settings; missing ones show the defaults. */
  animation: TAnimation | undefined;
  onClose: () => void;
  onSave: (animation: Required<TAnimation>) => void;
  saving?: boolean;
};

function AnimationForm({ animation, onClose, onSave, saving }: Omit<TAnimationDialogProps, 'open'>) {
  const [values, setValues] = useState<Required<TAnimation>>({ ...DEFAULT_ANIMATION, ...stripEmpty(animation) });
  const set = (key: TAnimationKey, value: string) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <>
      <DialogTitle id="animation-title">Animation settings</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 1.5, pt: 1 }}>
          <Typography variant="subtitle2">Large screens</Typography>
          <Typography variant="subtitle2">Small screens</Typography>
          {ANIMATION_FIELDS.map(({ key, label }) => {
            const small = `${key}Sm` as TAnimationKey;
            return [
              <TextField
                key={key}
                size="small"
                label={label}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
                slotProps={{ htmlInput: { maxLength: 32 } }}
              />,
              <TextField
                key={small}
                size="small"
                label={`${label} (small screens)`}
                value={values[small]}
                onChange={(e) => set(small, e.target.value)}
                slotProps={{ htmlInput: { maxLength: 32 } }}
              />,
            ];
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onSave(values)} loading={saving}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}

function stripEmpty(animation: TAnimation | undefined): TAnimation {
  return Object.fromEntries(
    Object.entries(animation ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

/**
 * Edits a picture's animation settings (imageWidth … duration, each with its Sm twin); free text such as '100px' or '10s'.
 * @example
 * <AnimationDialog open={editing} animation={picture.animation} onClose={close} onSave={(animation) => save(picture.id, { animation })} />
 */
export function AnimationDialog({ open, ...props }: TAnimationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={props.saving ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="animation-title"
    >
      {/* Mounted only while open so each opening starts from the picture's saved settings. */}
      {open && <AnimationForm {...props} />}
    </Dialog>
  );
}
