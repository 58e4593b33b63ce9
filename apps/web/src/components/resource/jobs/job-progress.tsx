import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type TJobAnswer, jobOutcome, jobPercent } from './use-jobs';

/** A job's bar and words ('Running: 4,000 of 10,000'), labelled by its title for screen readers. */
export function JobProgress({ job }: { job: TJobAnswer }) {
  const percent = jobPercent(job);
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
        color={job.state === 'failed' ? 'error' : job.state === 'cancelled' ? 'warning' : 'primary'}
        aria-label={`${job.title} progress`}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {jobOutcome(job)}
      </Typography>
    </Box>
  );
}
