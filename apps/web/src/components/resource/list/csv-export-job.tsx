import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { EXPORT_AS_JOB_ROWS } from '@mise/contracts/common/csv-export';
import type { TCsvExportJob } from '@mise/contracts/common/export-calls';
import { errorMessage } from '../../../lib/api-client';
import { actionKeys } from '../../../lib/idempotency-key';
import { useConstants } from '../../../lib/app-data';
import { client } from '../../../lib/client';
import { useToast } from '../feedback/toast';
import { JobProgress } from '../jobs/job-progress';
import { isFinished, jobFileUrl, useJob } from '../jobs/use-jobs';

/** Has the browser download a file from a link (an attachment: the page stays where it is). */
function downloadFrom(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The rows above which a list exports as a job: the server's (appmodels/constants, EXPORT_AS_JOB_ROWS in its
 * environment), or the contracts' default until the constants have come.
 */
export function useExportAsJobRows(): number {
  const { data } = useConstants();
  return typeof data?.exportAsJobRows === 'number' ? data.exportAsJobRows : EXPORT_AS_JOB_ROWS;
}

/**
 * Starts a list's export as a job (`POST /exports`, issue 33 point 4), telling staff where the file will be; answers
 * the job, whose progress `ExportJobProgress` shows.
 * @example
 * const start = useStartExportJob({ rows: 12_000, onStarted: (job) => setJobId(job.id) });
 * start.mutate({ modelName: 'Establishment', where: '{"isPublished":true}', order: 'name ASC' });
 */
export function useStartExportJob({ rows, onStarted }: { rows: number; onStarted: (job: { id: number }) => void }) {
  const toast = useToast();
  const { pathname, search } = useLocation();
  // A retry after a lost answer starts no second export; once answered, the same export may be asked for again.
  const [keys] = useState(actionKeys);
  return useMutation({
    mutationFn: (query: Omit<TCsvExportJob, 'origin'>) => {
      const body = { ...query, origin: `${pathname}${search}` };
      return client.export.start({ body, idempotencyKey: keys.for('POST', 'exports', body) });
    },
    onSuccess: (job) => {
      keys.answered();
      toast.success(`Exporting ${rows.toLocaleString('en-US')} rows as a job: the file will be under Jobs`);
      onStarted(job);
    },
    onError: (error) => toast.error(errorMessage(error, 'CSV export failed')),
  });
}

/**
 * An export job's bar where it was started, with a link to Jobs, until it ends; then a toast whose Download saves the
 * file, and a Download link in the bar's place (the file is kept a day; Jobs lists it too).
 */
export function ExportJobProgress({ id, onFinished }: { id: number; onFinished: () => void }) {
  const job = useJob(id);
  const toast = useToast();
  const told = useRef(false);
  const data = job.data;
  const url = data && jobFileUrl(data);
  useEffect(() => {
    if (!data || !isFinished(data) || told.current) return;
    told.current = true;
    onFinished();
    if (data.state !== 'done' || !url)
      return toast.error(`${data.title}: ${data.state === 'failed' ? data.failure : 'stopped'}`);
    toast.success('CSV export ready', { label: 'Download', onClick: () => downloadFrom(url) });
  }, [data, url, onFinished, toast]);
  if (!data) return null;
  return (
    <Box
      role="status"
      aria-label="CSV export job"
      sx={{ order: 1, flexBasis: '100%', display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {url ? (
        <Link href={url} download variant="body2">
          Download the CSV
        </Link>
      ) : (
        <>
          <JobProgress job={data} />
          <Link component={RouterLink} to="/dashboard/jobs" variant="caption">
            Jobs
          </Link>
        </>
      )}
    </Box>
  );
}
