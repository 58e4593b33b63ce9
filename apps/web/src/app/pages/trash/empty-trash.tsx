import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/resource/feedback/confirm-dialog';
import { useToast } from '../../../components/resource/feedback/toast';
import { CODE_NEEDED, typedCode, useProofForm } from '../../../components/resource/form/use-proof-form';
import { JobProgress } from '../../../components/resource/jobs/job-progress';
import { isFinished, jobOutcome, useJob } from '../../../components/resource/jobs/use-jobs';
import { LightTextField } from '../../../components/ui/light-text-field';
import { client } from '../../../lib/client';
import { useSession } from '../../../lib/session';
import { invalidateSummary } from '../../../lib/summary';

type TFields = { currentPassword: string; code: string };
const EMPTY: TFields = { currentPassword: '', code: '' };
const records = (n: number) => `${n.toLocaleString('en-US')} record${n === 1 ? '' : 's'}`;

/** The second confirmation: the password and, with two-factor sign-in on, a fresh code; then the purge starts. */
function ProveDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (id: number) => void;
}) {
  const needsCode = useSession().twoFactor?.enabled === true;
  const form = useProofForm({
    initial: EMPTY,
    idPrefix: 'empty-trash',
    problems: (values) => ({
      ...(values.currentPassword ? {} : { currentPassword: 'Enter your password' }),
      ...(needsCode && !values.code.trim() ? { code: CODE_NEEDED } : {}),
    }),
    send: async ({ currentPassword, code }) => {
      const job = await client.trash.empty({
        body: { currentPassword, ...(needsCode ? { code: typedCode(code) } : {}) },
      });
      form.reset();
      onStarted(job.id);
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={form.isBusy ? undefined : close}
      aria-labelledby="empty-trash-title"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={form.submit}>
        <DialogTitle id="empty-trash-title">Confirm it is you</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Enter your password{needsCode ? ' and a code from your authenticator app' : ''} to delete everything in the
            trash for good.
          </DialogContentText>
          {form.errors.other && <Alert severity="error">{form.errors.other}</Alert>}
          <LightTextField
            {...form.field('currentPassword')}
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          {needsCode && (
            <LightTextField
              {...form.field('code')}
              label="Code from your app or a recovery code"
              autoComplete="one-time-code"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={form.isBusy}>
            Empty trash
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Follows the purge's job: its bar while it runs, a toast and a fresh trash when it ends (once). */
function useEmptyingJob() {
  const [id, setId] = useState<number>();
  const job = useJob(id).data;
  const toast = useToast();
  const queryClient = useQueryClient();
  const told = useRef<number>(undefined);
  const ended = job !== undefined && isFinished(job);
  useEffect(() => {
    if (!job || !isFinished(job) || told.current === job.id) return;
    told.current = job.id;
    if (job.state === 'done' && job.refused === 0)
      toast.success(`The trash is empty: ${records(job.changed)} deleted for good`);
    else if (job.state === 'done')
      toast.error(
        `${records(job.changed)} deleted for good; ${records(job.refused)} kept in the trash (the Jobs screen says why)`,
      );
    else toast.error(`Emptying the trash stopped. ${jobOutcome(job)}`);
    void Promise.all([queryClient.invalidateQueries(), invalidateSummary(queryClient)]);
  }, [job, toast, queryClient]);
  return { job: ended ? undefined : job, start: setId, running: id !== undefined && !ended };
}

/**
 * 'Empty trash' (issue 33 point 6): a first dialog says what happens, a second asks for the password (and a code when
 * two-factor sign-in is on), then the purge runs as a job whose progress shows here, with a toast when it ends.
 */
export function EmptyTrash({ count }: { count: number }) {
  const [step, setStep] = useState<'none' | 'warn' | 'prove'>('none');
  const emptying = useEmptyingJob();
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={count === 0 || emptying.running}
        onClick={() => setStep('warn')}
      >
        Empty trash
      </Button>
      {emptying.job && (
        <Box sx={{ my: 1, maxWidth: 360 }}>
          <JobProgress job={emptying.job} />
        </Box>
      )}
      <ConfirmDialog
        open={step === 'warn'}
        title="Empty the trash?"
        message={`Everything in the trash, ${records(count)}, is deleted for good. This cannot be undone.`}
        yesLabel="Continue"
        noLabel="Cancel"
        focus="no"
        onYes={() => setStep('prove')}
        onNo={() => setStep('none')}
      />
      <ProveDialog
        open={step === 'prove'}
        onClose={() => setStep('none')}
        onStarted={(id) => {
          setStep('none');
          emptying.start(id);
        }}
      />
    </>
  );
}
