import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { fieldWords, valueText } from './change-lines';
import type { TRevertClash } from './use-history-revert';

/**
 * The fields a revert would overwrite because they changed again since (the server's 409): each with what the change
 * wrote, what it holds now and who changed it when, and what the revert would put back. Staff tick the ones to revert
 * all the same; the others keep their current value.
 * @example
 * <RevertConflictDialog clash={revert.clash} onSettle={(ticked) => revert.settle(ticked, fields)} onCancel={revert.dismiss} busy={revert.isPending} />
 */
export function RevertConflictDialog({
  clash,
  onSettle,
  onCancel,
  busy,
}: {
  clash: TRevertClash;
  onSettle: (overwrite: string[]) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  const toggle = (field: string, on: boolean) =>
    setTicked((now) => (on ? [...now, field] : now.filter((f) => f !== field)));
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="revert-conflict-title">
      <DialogTitle id="revert-conflict-title">Changed again since</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          These fields were changed again after the change you are reverting. Tick the ones to revert all the same; the
          others keep their current value.
        </Typography>
        {clash.conflicts.map((c) => (
          <div key={c.field}>
            <Typography variant="subtitle2" component="h3">
              {fieldWords(c.field)}
            </Typography>
            <Typography variant="body2">Now: {valueText(c.theirs.value)}</Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {c.theirs.actor?.name ?? 'Someone'}
              {c.theirs.at ? `, ${formatDateTime(c.theirs.at)}` : ''}
            </Typography>
            <Typography variant="body2">Revert to: {valueText(c.mine)}</Typography>
            <FormControlLabel
              control={
                <Checkbox checked={ticked.includes(c.field)} onChange={(e) => toggle(c.field, e.target.checked)} />
              }
              label={`Revert ${fieldWords(c.field).toLowerCase()} all the same`}
            />
          </div>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => onSettle(ticked)} disabled={busy} variant="contained">
          Revert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
