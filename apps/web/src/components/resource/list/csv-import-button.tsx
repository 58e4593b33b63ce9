import type { TImportType } from '@mise/contracts/common/import-calls';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useState } from 'react';
import type { TJobAnswer } from '../jobs/use-jobs';
import { useJobEndToast } from '../jobs/use-job-end-toast';
import { CsvImportDialog } from './csv-import-dialog';

type TLabels = { one: string; many: string };

/** 'Imported 998 places, 2 refused'. */
function importedWords(job: TJobAnswer, labels: TLabels): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const rows = `${n(job.changed)} ${job.changed === 1 ? labels.one : labels.many}`;
  return `Imported ${rows}${job.refused ? `, ${n(job.refused)} refused` : ''}`;
}

/**
 * A list's 'Import CSV' (issue 33 point 3) beside its export: the import dialog, and when the import ends its toast
 * with Undo and the list read again.
 * @example
 * <CsvImportButton type="place" labels={{ one: 'place', many: 'places' }} invalidate={[resourceKeys('establishments').all]} />
 */
export function CsvImportButton({
  type,
  labels,
  invalidate,
}: {
  type: TImportType;
  labels: TLabels;
  invalidate: readonly (readonly unknown[])[];
}) {
  const [open, setOpen] = useState(false);
  const jobEnded = useJobEndToast(invalidate);
  const onImported = useCallback(
    (job: TJobAnswer) => {
      setOpen(false);
      jobEnded(job, importedWords(job, labels));
    },
    [jobEnded, labels],
  );
  return (
    <>
      <Tooltip title="Import CSV" placement="top">
        <IconButton aria-label="Import CSV" onClick={() => setOpen(true)}>
          <FileUploadIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <CsvImportDialog open type={type} labels={labels} onClose={() => setOpen(false)} onImported={onImported} />
      )}
    </>
  );
}
