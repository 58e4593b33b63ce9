import type { TCallAnswer } from '@mise/contracts/common/call';
import type { jobCalls } from '@mise/contracts/common/job-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import { bulkFields, bulkLinks, linksChangeWords } from '@mise/contracts/common/bulk-fields';
import type { TResourceDef } from '@mise/contracts/common/resource';
import type { TBulkChange } from '@mise/contracts/common/job-calls';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { BulkLinksDialog } from './bulk-links-dialog';
import { BulkSetDialog, fieldLabel } from './bulk-set-dialog';
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
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { actionKeys } from '../../../lib/idempotency-key';
import { client } from '../../../lib/client';
import { JobProgress } from '../jobs/job-progress';
import { isFinished, useJob } from '../jobs/use-jobs';
import { useJobEndToast } from '../jobs/use-job-end-toast';
import type { TRowSelection } from './use-row-selection';
import type { TWhere } from './use-resource-list';

type TPreview = TCallAnswer<typeof jobCalls.bulkPreview>;
type TBulkBody = { ids?: number[]; where?: TWhere; change: TBulkChange; origin: string };

/** How a change is named: the dialog's title, its button's verb, the state 'already' in. */
function wordsOf(change: TBulkChange, resource: TResourceDef) {
  if ('publish' in change)
    return change.publish
      ? { title: (many: string) => `Publish ${many}`, verb: 'Publish', already: 'already published' }
      : { title: (many: string) => `Unpublish ${many}`, verb: 'Unpublish', already: 'already unpublished' };
  if ('trash' in change)
    return { title: (many: string) => `Move ${many} to the trash`, verb: 'Trash', already: 'already gone' };
  if ('add' in change || 'remove' in change)
    return {
      title: (many: string) => `${linksChangeWords(resource, change)} ${many}`,
      verb: 'Change',
      already: 'add' in change ? 'already linked' : 'not linked',
    };
  const fields = Object.keys(change.set).map(fieldLabel).join(', ');
  return { title: (many: string) => `Set ${fields} on ${many}`, verb: 'Change', already: 'already so' };
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the preview says before staff confirm: how many change, how many are so already, what is refused, a sample. */
function PreviewText({ preview, already, labels }: { preview: TPreview; already: string; labels: TLabels }) {
  return (
    <>
      <Typography>
        {count(preview.matching, labels.one, labels.many)} selected: {preview.changes.toLocaleString('en-US')} will
        change, {preview.unchanged.toLocaleString('en-US')} {already}.
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
 * A list's bulk edits (issue 33 point 2) on the ticked records, or all the list matches: Publish and Unpublish where
 * the type is published, and under More, set a field (those the type sets in bulk) and move to the trash. Each asks
 * the server for a preview first (how many change, how many are so already, a few before → after); confirming starts
 * a job whose progress shows here, where it was started, and on the Jobs screen. Its end is toasted with Undo, which
 * reverts the job's one ledger operation.
 * @example
 * <BulkEdit type="place" resource={placeResource} selection={selection} where={where} labels={{ one: 'place', many: 'places' }} />
 */
export function BulkEdit({
  type,
  resource,
  trash,
  selection,
  where,
  labels,
  invalidate,
}: {
  type: TContentTypeName;
  resource: TResourceDef;
  /** Offer 'Move to the trash' (a type whose list has no bulk Delete of its own). */
  trash: boolean;
  selection: TRowSelection;
  where: TWhere | undefined;
  labels: TLabels;
  invalidate: readonly (readonly unknown[])[];
}) {
  const [asking, setAsking] = useState<TBulkChange | null>(null);
  const [choosing, setChoosing] = useState<'field' | 'links' | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const fields = bulkFields(resource);
  const links = bulkLinks(resource);
  const [jobId, setJobId] = useState<number>();
  const { pathname, search } = useLocation();
  const body = (change: TBulkChange): TBulkBody => ({
    ...(selection.allMatching ? { where: where ?? {} } : { ids: selection.ids }),
    change,
    origin: `${pathname}${search}`,
  });
  const preview = useMutation({
    mutationFn: (change: TBulkChange) => client.job.bulkPreview({ type, body: body(change) }),
  });
  // A retry after a lost answer starts no second job; once answered, the same change is a new job (after an Undo).
  const [keys] = useState(actionKeys);
  const start = useMutation({
    mutationFn: (change: TBulkChange) => {
      const sent = body(change);
      return client.job.bulkStart({ type, body: sent, idempotencyKey: keys.for('POST', `bulk/${type}`, sent) });
    },
    onSuccess: (job) => {
      keys.answered();
      setAsking(null);
      setJobId(job.id);
      selection.clear();
    },
  });
  const open = (change: TBulkChange) => {
    setMenu(null);
    setChoosing(null);
    setAsking(change);
    preview.mutate(change);
  };
  const none = !selection.allMatching && selection.ids.length === 0;
  const busy = none || jobId !== undefined;
  const words = asking ? wordsOf(asking, resource) : undefined;
  const more = Object.keys(fields).length > 0 || Object.keys(links).length > 0 || trash;
  const choose = (what: 'field' | 'links') => {
    setMenu(null);
    setChoosing(what);
  };
  return (
    <>
      {resource.traits.publish && (
        <>
          <Button size="small" disabled={busy} onClick={() => open({ publish: true })}>
            Publish
          </Button>
          <Button size="small" disabled={busy} onClick={() => open({ publish: false })}>
            Unpublish
          </Button>
        </>
      )}
      {more && (
        <>
          <IconButton
            size="small"
            aria-label={`More actions on the selected ${labels.many}`}
            disabled={busy}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {Object.keys(fields).length > 0 && <MenuItem onClick={() => choose('field')}>Set a field…</MenuItem>}
            {Object.keys(links).length > 0 && <MenuItem onClick={() => choose('links')}>Add or remove links…</MenuItem>}
            {trash && <MenuItem onClick={() => open({ trash: true })}>Move to the trash</MenuItem>}
          </Menu>
        </>
      )}
      <BulkSetDialog
        open={choosing === 'field'}
        fields={fields}
        onCancel={() => setChoosing(null)}
        onContinue={(set) => open({ set })}
      />
      <BulkLinksDialog open={choosing === 'links'} links={links} onCancel={() => setChoosing(null)} onContinue={open} />
      {jobId !== undefined && (
        <RunningJob id={jobId} onFinished={() => setJobId(undefined)} invalidate={invalidate} labels={labels} />
      )}
      <Dialog
        open={asking !== null}
        onClose={start.isPending ? undefined : () => setAsking(null)}
        aria-labelledby="bulk-publish-title"
      >
        <DialogTitle id="bulk-publish-title">{words?.title(labels.many)}</DialogTitle>
        <DialogContent>
          {preview.isPending && <CircularProgress aria-label="Reading what would change" size={24} />}
          {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
          {preview.data && words && <PreviewText preview={preview.data} already={words.already} labels={labels} />}
          {start.error && <Alert severity="error">{errorMessage(start.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={start.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={!asking || !preview.data || preview.data.changes === 0 || start.isPending}
            onClick={() => asking && start.mutate(asking)}
          >
            {words?.verb} {count(preview.data?.changes ?? 0, labels.one, labels.many)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The past tense of a bulk job's title: 'Publish 3 places' → 'Published'. */
function doneWord(title: string): string {
  if (title.startsWith('Unpublish')) return 'Unpublished';
  if (title.startsWith('Publish')) return 'Published';
  if (title.startsWith('Move')) return 'Trashed';
  return 'Changed';
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
  const jobEnded = useJobEndToast(invalidate);
  const told = useRef(false);
  const data = job.data;
  useEffect(() => {
    if (!data || !isFinished(data) || told.current) return;
    told.current = true;
    onFinished();
    jobEnded(data, `${doneWord(data.title)} ${count(data.changed, labels.one, labels.many)}`);
  }, [data, jobEnded, labels, onFinished]);
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
