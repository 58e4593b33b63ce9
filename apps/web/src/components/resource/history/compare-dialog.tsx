import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import type { THistoryFieldViews } from '../area/area-types';
import { type TChange, compareFields } from './change-lines';
import { FieldChange } from './field-change';

/**
 * Two points of a record's history side by side: every field that differs between them, the older value first.
 * @example
 * <CompareDialog changes={changes} points={[12, 30]} onClose={() => setComparing(false)} />
 */
export function CompareDialog({
  changes,
  points,
  onClose,
  fieldViews,
}: {
  changes: readonly TChange[];
  points: [number, number];
  fieldViews?: THistoryFieldViews;
  onClose: () => void;
}) {
  const [older, newer] = [...points].sort((a, b) => a - b).map((id) => changes.find((c) => c.id === id));
  const fields = Object.entries(compareFields(changes, points[0], points[1]));
  return (
    <Dialog open onClose={onClose} aria-labelledby="compare-title" fullWidth maxWidth="sm">
      <DialogTitle id="compare-title">Compare</DialogTitle>
      <DialogContent>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
          From {older ? formatDateTime(older.at) : '?'} to {newer ? formatDateTime(newer.at) : '?'}
        </Typography>
        {fields.length === 0 && <Typography>No field differs between these two points.</Typography>}
        {fields.map(([field, [then, now]]) => (
          <FieldChange key={field} field={field} before={then} after={now} views={fieldViews} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
