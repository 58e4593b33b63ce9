import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { JobProgress } from '../../../components/resource/jobs/job-progress';
import {
  type TJobAnswer,
  isFinished,
  jobFileUrl,
  useCancelJob,
  useJobs,
  jobReportUrl,
  undoable,
  useUndoJob,
} from '../../../components/resource/jobs/use-jobs';

/** The first refusals of a job, each with its record and reason. */
function Refusals({ job }: { job: TJobAnswer }) {
  if (job.errors.length === 0) return null;
  const report = jobReportUrl(job);
  return (
    <details>
      <summary>
        <Typography variant="caption">{job.refused.toLocaleString('en-US')} refused</Typography>
      </summary>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {job.errors.map((error) => (
          <li key={String(error.item)}>
            <Typography variant="caption">
              #{error.item}: {error.message}
            </Typography>
          </li>
        ))}
      </ul>
      {report && (
        <Link href={report} download variant="caption">
          Download the refused rows
        </Link>
      )}
    </details>
  );
}

/** 'Download' for a finished job's file (an export's CSV, kept a day): a plain link, the session cookie goes with it. */
function FileDownload({ job }: { job: TJobAnswer }) {
  const url = jobFileUrl(job);
  if (!url) return null;
  return (
    <Button size="small" href={url} aria-label={`Download ${job.title}`}>
      Download
    </Button>
  );
}

/**
 * '/dashboard/jobs': the running and recent jobs of all staff (issue 33 point 1), newest first, each with its progress,
 * who started it and where, and its outcome; a running one can be stopped. Asked every second while one runs.
 */
export function JobsPage() {
  const jobs = useJobs();
  const cancel = useCancelJob();
  const undo = useUndoJob();
  const items = jobs.data?.items ?? [];
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Jobs
      </Typography>
      {jobs.error && <Alert severity="error">{errorMessage(jobs.error)}</Alert>}
      {jobs.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">No jobs yet. Bulk edits, imports and large exports run here.</Typography>
      )}
      {items.length > 0 && (
        <Table size="small" aria-label="Jobs, newest first">
          <TableHead>
            <TableRow>
              <TableCell>Job</TableCell>
              <TableCell>Progress</TableCell>
              <TableCell>Started by</TableCell>
              <TableCell>Started</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((job) => (
              <TableRow key={job.id}>
                <TableCell>
                  <Typography variant="body2">{job.title}</Typography>
                  {job.origin && (
                    <Link component={RouterLink} to={job.origin} variant="caption">
                      Where it was started
                    </Link>
                  )}
                  <Refusals job={job} />
                </TableCell>
                <TableCell>
                  <JobProgress job={job} />
                </TableCell>
                <TableCell>{job.startedBy?.name ?? (job.startedBy ? `#${job.startedBy.id}` : 'System')}</TableCell>
                <TableCell>{formatDateTime(job.created)}</TableCell>
                <TableCell align="right">
                  <FileDownload job={job} />
                  {!isFinished(job) && !job.cancelRequested && (
                    <Button size="small" disabled={cancel.isPending} onClick={() => cancel.mutate(job.id)}>
                      Stop
                    </Button>
                  )}
                  {undoable(job) && (
                    <Button
                      size="small"
                      disabled={undo.isPending}
                      onClick={() => undo.mutate(job.operation)}
                      aria-label={`Undo ${job.title}`}
                    >
                      Undo
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
