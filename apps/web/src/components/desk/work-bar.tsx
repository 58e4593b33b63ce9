import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../lib/format';
import type { TWorkThrough } from './use-work-through';

/**
 * The bar above a record opened in a work-through: which list, how many records are left, and the moves. On the
 * detail every change is saved as it is made (a photo, a tag), so Save and next records the record as done and opens
 * the next; the record's form has its own Save and next, which saves the form first.
 */
export function WorkBar({ work }: { work: TWorkThrough }) {
  const { run, busy } = work;
  const passed = run.saved + run.skipped;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Work through"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mx: 2, mt: 2, px: 2, py: 1 }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
        Working through <strong>{run.name}</strong> · {formatCount(run.left)} left
        {passed > 0 && ` · ${formatCount(run.saved)} saved, ${formatCount(run.skipped)} skipped`}
      </Typography>
      <Button variant="contained" size="small" onClick={work.saveAndNext} disabled={busy}>
        Save and next
      </Button>
      <Button size="small" onClick={work.skip} disabled={busy}>
        Skip
      </Button>
      <Button size="small" onClick={work.stop} disabled={busy}>
        Stop
      </Button>
    </Paper>
  );
}
