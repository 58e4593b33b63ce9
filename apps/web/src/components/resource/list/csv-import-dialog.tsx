import type { TCallAnswer } from '@mise/contracts/common/call';
import { type TImportType, type TImportUpload, importCalls } from '@mise/contracts/common/import-calls';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { apiUrl, errorMessage } from '../../../lib/api-client';
import { actionKeys } from '../../../lib/idempotency-key';
import { client } from '../../../lib/client';
import { uploadWithProgress } from '../media/upload';
import { JobProgress } from '../jobs/job-progress';
import { type TJobAnswer, isFinished, useJob } from '../jobs/use-jobs';
import { fieldLabel } from './bulk-set-dialog';

type TLabels = { one: string; many: string };
const n = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, labels: TLabels) => `${n(value)} ${value === 1 ? labels.one : labels.many}`;

/** The counts an import's job keeps in its result. */
function tallyOf(job: TJobAnswer): { created: number; updated: number; report?: number } {
  const result = (job.result ?? {}) as { created?: number; updated?: number; report?: number };
  return { created: result.created ?? 0, updated: result.updated ?? 0, report: result.report };
}

/** A job's refused rows: the first ones by line, and the whole report to download. */
function Refused({ job }: { job: TJobAnswer }) {
  const { report } = tallyOf(job);
  if (job.refused === 0) return null;
  const first = [...job.errors].sort((a, b) => Number(a.item) - Number(b.item)).slice(0, 10);
  return (
    <Box>
      <Box component="ul" sx={{ pl: 2, my: 1 }} aria-label="Refused rows">
        {first.map((error) => (
          <li key={String(error.item)}>
            <Typography variant="body2">
              Line {error.item}: {error.message}
            </Typography>
          </li>
        ))}
      </Box>
      {report !== undefined && (
        <Link href={apiUrl(`jobs/files/${report}`)} download>
          Download the refused rows ({n(job.refused)})
        </Link>
      )}
    </Box>
  );
}

/** Each column of the file with the field it fills, or 'Leave out'. */
function MappingTable({
  upload,
  mapping,
  onChange,
}: {
  upload: TImportUpload;
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
}) {
  return (
    <Table size="small" aria-label="Columns of the file">
      <TableHead>
        <TableRow>
          <TableCell>Column in the file</TableCell>
          <TableCell>Fills</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {upload.columns.map((column, i) => (
          <TableRow key={`${i}-${column}`}>
            <TableCell>{column}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                value={mapping[i] ?? ''}
                slotProps={{ htmlInput: { 'aria-label': `Field for ${column}` }, select: { displayEmpty: true } }}
                onChange={(event) =>
                  onChange(mapping.map((field, j) => (j === i ? event.target.value || null : field)))
                }
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">Leave out</MenuItem>
                {upload.fields.map((field) => (
                  <MenuItem key={field} value={field} disabled={mapping.includes(field) && mapping[i] !== field}>
                    {field === 'id' ? 'Id (update that record)' : fieldLabel(field)}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

type TStep = 'choose' | 'map' | 'check' | 'import';

/**
 * 'Import CSV' (issue 33 point 3): the file is uploaded, its columns matched to fields by their header names (each
 * one can be changed), then checked in a dry run that reports every refused row by line, column and reason, and only
 * then imported as a job. The end is handed to `onImported` with the job, for its toast and Undo.
 * @example
 * <CsvImportDialog open type="place" labels={{ one: 'place', many: 'places' }} onClose={close} onImported={toastIt} />
 */
export function CsvImportDialog({
  open,
  type,
  labels,
  onClose,
  onImported,
}: {
  open: boolean;
  type: TImportType;
  labels: TLabels;
  onClose: () => void;
  onImported: (job: TJobAnswer) => void;
}) {
  const [step, setStep] = useState<TStep>('choose');
  const [percent, setPercent] = useState<number>();
  const [upload, setUpload] = useState<TImportUpload>();
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [jobId, setJobId] = useState<number>();
  const job = useJob(jobId).data;
  const { pathname, search } = useLocation();
  const send = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadWithProgress(importCalls.upload, { params: { type }, body, onProgress: setPercent });
    },
    onSuccess: (answer: TCallAnswer<typeof importCalls.upload>) => {
      setUpload(answer);
      setMapping(answer.mapping);
      setStep('map');
    },
  });
  // A retry after a lost answer starts no second import (rows created twice); once answered, a new one may start.
  const [keys] = useState(actionKeys);
  const start = useMutation({
    mutationFn: (dryRun: boolean) => {
      const body = { file: upload!.file, mapping, dryRun, origin: `${pathname}${search}` };
      return client.import.start({ type, body, idempotencyKey: keys.for('POST', `imports/${type}`, body) });
    },
    onSuccess: (started, dryRun) => {
      keys.answered();
      setJobId(started.id);
      setStep(dryRun ? 'check' : 'import');
    },
  });
  useEffect(() => {
    if (step === 'import' && job && isFinished(job)) onImported(job);
  }, [step, job, onImported]);
  const reset = () => {
    setStep('choose');
    setUpload(undefined);
    setJobId(undefined);
    send.reset();
    start.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const checked = step === 'check' && job && isFinished(job) ? job : undefined;
  const ready = checked ? tallyOf(checked).created + tallyOf(checked).updated : 0;
  return (
    <Dialog open={open} onClose={start.isPending ? undefined : close} aria-labelledby="csv-import-title" maxWidth="md">
      <DialogTitle id="csv-import-title">Import {labels.many} from CSV</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, minWidth: 420 }}>
        {step === 'choose' && (
          <>
            <Typography>
              A CSV file with a header line: the columns of the export are matched by name; you choose the field of any
              other. A row with an id or slug of an existing {labels.one} updates it; other rows are added.
            </Typography>
            <Button variant="outlined" component="label" disabled={send.isPending} sx={{ justifySelf: 'start' }}>
              Choose a CSV file
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) send.mutate(file);
                }}
              />
            </Button>
            {send.isPending && <LinearProgress variant="determinate" value={percent ?? 0} aria-label="Uploading" />}
          </>
        )}
        {step === 'map' && upload && (
          <>
            <Typography>{upload.name}: choose the field each column fills. Columns left out are not read.</Typography>
            <MappingTable upload={upload} mapping={mapping} onChange={setMapping} />
          </>
        )}
        {(step === 'check' || step === 'import') && job && !isFinished(job) && <JobProgress job={job} />}
        {checked && checked.state === 'done' && (
          <>
            <Typography>
              {n(checked.total ?? 0)} rows checked: {n(tallyOf(checked).created)} new, {n(tallyOf(checked).updated)} to
              update, {n(checked.refused)} refused.
            </Typography>
            <Refused job={checked} />
          </>
        )}
        {checked && checked.state !== 'done' && (
          <Alert severity="error">{checked.failure ?? 'The check was stopped'}</Alert>
        )}
        {send.error && <Alert severity="error">{errorMessage(send.error)}</Alert>}
        {start.error && <Alert severity="error">{errorMessage(start.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {step === 'map' && (
          <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate(true)}>
            Check the file
          </Button>
        )}
        {checked && (
          <>
            <Button onClick={() => setStep('map')}>Back to the columns</Button>
            <Button variant="contained" disabled={ready === 0 || start.isPending} onClick={() => start.mutate(false)}>
              Import {counted(ready, labels)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
