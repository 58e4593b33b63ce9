import type { TCallAnswer } from '@mise/contracts/common/call';
import type { jobCalls } from '@mise/contracts/common/job-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { invalidateSummary } from '../../../lib/summary';
import { JobProgress } from '../jobs/job-progress';
import { isFinished, useJob } from '../jobs/use-jobs';
import { useToast } from '../feedback/toast';
import { undoOperation } from '../feedback/use-undo-toast';
import type { TRowSelection } from './use-row-selection';
import type { TWhere } from './use-resource-list';

type TPreview = TCallAnswer<typeof jobCalls.bulkPreview>;
type TBulkBody = { ids?: number[]; where?: TWhere; change: { publish: boolean }; origin: string };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the preview says before staff confirm: how many change, how many are so already, what is refused, a sample. */
function PreviewText({ preview, publish, labels }: { preview: TPreview; publish: boolean; labels: TLabels }) {
  const state = publish ? 'published' : 'unpublished';
  return (
    <>
      <Typography>
        {count(preview.matching, labels.one, labels.many)} selected: {preview.changes.toLocaleString('en-US')} will
        change, {preview.unchanged.toLocaleString('en-US')} already {state}.
      </Typography>
      {preview.refused.map((refusal) => (
        <Typography key={refusal.reason} color="warning.main">
          {count(refusal.count, labels.one, labels.many)} left out: {refusal.reason}
        </Typography>
      ))}
      {preview.sample.length > 0 && (
        <Box component="ul" sx={{ pl: 2, mb: 0 }} aria-label="Examples of what changes">
          {preview.sample.map((row) => (
            <li key={row.id}>
              <Typography variant="body2">
                {row.name}: {row.before} → {row.after}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

type TLabels = { one: string; many: string };

/**
 * A list's bulk Publish and Unpublish (issue 33 point 2): the ticked records, or all the list matches. A click asks the
 * server for a preview (how many change, how many are so already, a few before → after), and confirming starts a job
 * whose progress shows here, where it was started, and on the Jobs screen. Its end is toasted with Undo, which
 * reverts the job's one ledger operation.
 * @example
 * <BulkPublish type="place" selection={selection} where={where} labels={{ one: 'place', many: 'places' }} />
 */
export function BulkPublish({
  type,
  selection,
  where,
  labels,
  invalidate,
}: {
  type: TContentTypeName;
  selection: TRowSelection;
  where: TWhere | undefined;
  labels: TLabels;
  invalidate: readonly (readonly unknown[])[];
}) {
  const [asking, setAsking] = useState<boolean | null>(null);
  const [jobId, setJobId] = useState<number>();
  const { pathname, search } = useLocation();
  const body = (publish: boolean): TBulkBody => ({
    ...(selection.allMatching ? { where: where ?? {} } : { ids: selection.ids }),
    change: { publish },
    origin: `${pathname}${search}`,
  });
  const preview = useMutation({
    mutationFn: (publish: boolean) => client.job.bulkPreview({ type, body: body(publish) }),
  });
  const start = useMutation({
    mutationFn: (publish: boolean) => client.job.bulkStart({ type, body: body(publish) }),
    onSuccess: (job) => {
      setAsking(null);
      setJobId(job.id);
      selection.clear();
    },
  });
  const open = (publish: boolean) => {
    setAsking(publish);
    preview.mutate(publish);
  };
  const none = !selection.allMatching && selection.ids.length === 0;
  const publish = asking ?? true;
  return (
    <>
      <Button size="small" disabled={none || jobId !== undefined} onClick={() => open(true)}>
        Publish
      </Button>
      <Button size="small" disabled={none || jobId !== undefined} onClick={() => open(false)}>
        Unpublish
      </Button>
      {jobId !== undefined && (
        <RunningJob id={jobId} onFinished={() => setJobId(undefined)} invalidate={invalidate} labels={labels} />
      )}
      <Dialog
        open={asking !== null}
        onClose={start.isPending ? undefined : () => setAsking(null)}
        aria-labelledby="bulk-publish-title"
      >
        <DialogTitle id="bulk-publish-title">
          {publish ? 'Publish' : 'Unpublish'} {labels.many}
        </DialogTitle>
        <DialogContent>
          {preview.isPending && <CircularProgress aria-label="Reading what would change" size={24} />}
          {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
          {preview.data && <PreviewText preview={preview.data} publish={publish} labels={labels} />}
          {start.error && <Alert severity="error">{errorMessage(start.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={start.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={!preview.data || preview.data.changes === 0 || start.isPending}
            onClick={() => start.mutate(publish)}
          >
            {publish ? 'Publish' : 'Unpublish'} {count(preview.data?.changes ?? 0, labels.one, labels.many)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The started job's bar beside the list's bulk buttons, until it ends; then its toast, with Undo when it changed anything. */
function RunningJob({
  id,
  onFinished,
  invalidate,
  labels,
}: {
  id: number;
  onFinished: () => void;
  invalidate: readonly (readonly unknown[])[];
  labels: TLabels;
}) {
  const job = useJob(id);
  const toast = useToast();
  const queryClient = useQueryClient();
  const told = useRef(false);
  const data = job.data;
  useEffect(() => {
    if (!data || !isFinished(data) || told.current) return;
    told.current = true;
    const refresh = () =>
      Promise.all([
        ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        invalidateSummary(queryClient),
      ]);
    void refresh();
    onFinished();
    if (data.state !== 'done')
      return toast.error(`${data.title}: ${data.state === 'failed' ? data.failure : 'stopped'}`);
    const verb = data.title.startsWith('Unpublish') ? 'Unpublished' : 'Published';
    const message = `${verb} ${count(data.changed, labels.one, labels.many)}`;
    if (data.changed === 0) return toast.success(message);
    toast.success(message, {
      label: 'Undo',
      onClick: () =>
        void undoOperation(data.operation)
          .then((words) => toast.success(words))
          .catch((error: unknown) => toast.error(errorMessage(error, 'Could not undo')))
          .finally(() => void refresh()),
    });
  }, [data, invalidate, labels, onFinished, queryClient, toast]);
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <JobProgress job={data} />
      <Link component={RouterLink} to="/dashboard/jobs" variant="caption">
        Jobs
      </Link>
    </Box>
  );
}
