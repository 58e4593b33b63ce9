import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../feedback/toast';
import { CSV_TOTAL_HEADER, type TCsvExportQuery } from '@mise/contracts/common/csv-export';
import { apiUrl } from '../../../lib/api-client';
import { ExportJobProgress, useExportAsJobRows, useStartExportJob } from './csv-export-job';
import type { TWhere } from './use-resource-list';

/** Rows received of how many; `total` is unknown when the server sent no count. */
type TProgress = { rows: number; total?: number };

const NEWLINE = 10;

/** Counts the line ends in a chunk (a row per line; a cell's own line breaks make this an estimate, never more than the total shown). */
function lineEnds(chunk: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === NEWLINE) n++;
  return n;
}

/** The file name from `content-disposition: attachment; filename="Establishment-2026-11-24.csv"`. */
function fileName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Hands the browser the received file to save. */
function saveFile(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Export CSV' of the rows a list shows under its search, filter and sort, every page of them
 * (`GET appmodels/generate-csv?modelName=&where=&order=`, part 2 §2; the same `where` the list sends): the file is read
 * as it streams, with a bar of the rows received against the server's `x-total-count`, then saved. Above
 * EXPORT_AS_JOB_ROWS rows (the list's `count`; the server may set another threshold) it runs as a job instead (issue 33
 * point 4): the request returns at once, the bar follows the job, and the file is a download link kept a day. A second
 * click while one runs does nothing.
 * @example
 * <CsvExportButton modelName="Establishment" where={{ isPublished: true }} order="name ASC, id ASC" count={12000} />
 */
export function CsvExportButton({
  modelName,
  where,
  order,
  count,
}: {
  modelName: string;
  where?: TWhere;
  order?: string;
  count?: number;
}) {
  const toast = useToast();
  const [progress, setProgress] = useState<TProgress | null>(null);
  const [jobId, setJobId] = useState<number>();
  const [jobRunning, setJobRunning] = useState(false);
  const startJob = useStartExportJob({
    rows: count ?? 0,
    onStarted: (job) => {
      setJobId(job.id);
      setJobRunning(true);
    },
  });
  const threshold = useExportAsJobRows();
  const asJob = count !== undefined && count > threshold;
  // Shown on hover or focus, gone after a click until the pointer comes back, and above the button: below it, it
  // would cover the list's first row.
  const [hint, setHint] = useState(false);
  // Set by a click until the pointer leaves: the button turning disabled under the pointer would otherwise reopen it.
  const clicked = useRef(false);
  const query = { modelName, where: where && JSON.stringify(where), order } satisfies TCsvExportQuery;

  const run = async () => {
    setProgress({ rows: 0 });
    try {
      const response = await fetch(apiUrl('appmodels/generate-csv', query), { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const total = Number(response.headers.get(CSV_TOTAL_HEADER) ?? Number.NaN);
      const parts: BlobPart[] = [];
      const reader = response.body.getReader();
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        lines += lineEnds(value);
        // The first line is the header.
        const rows = Math.max(0, lines - 1);
        setProgress({
          rows: Number.isFinite(total) ? Math.min(rows, total) : rows,
          total: Number.isFinite(total) ? total : undefined,
        });
      }
      saveFile(parts, fileName(response.headers.get('content-disposition'), `${modelName}.csv`));
      toast.success('CSV exported');
    } catch {
      toast.error('CSV export failed');
    } finally {
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.round((progress.rows / Math.max(1, progress.total)) * 100) : undefined;
  return (
    <>
      <Tooltip
        title="Export CSV"
        placement="top"
        open={hint}
        onOpen={() => setHint(!clicked.current)}
        onClose={() => setHint(false)}
        slotProps={{ popper: { modifiers: [{ name: 'flip', enabled: false }] } }}
      >
        <span onMouseLeave={() => (clicked.current = false)}>
          <IconButton
            aria-label="Export CSV"
            disabled={progress !== null || jobRunning || startJob.isPending}
            onClick={() => {
              clicked.current = true;
              setHint(false);
              if (asJob) startJob.mutate(query);
              else void run();
            }}
          >
            <FileDownloadIcon />
          </IconButton>
        </span>
      </Tooltip>
      {jobId !== undefined && <ExportJobProgress key={jobId} id={jobId} onFinished={() => setJobRunning(false)} />}
      {progress && (
        <Box role="status" aria-label="CSV export" sx={{ order: 1, flexBasis: '100%' }}>
          <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} />
          <Typography variant="caption">
            Exporting {progress.rows.toLocaleString('en-US')}
            {progress.total !== undefined ? ` of ${progress.total.toLocaleString('en-US')}` : ''} rows
          </Typography>
        </Box>
      )}
    </>
  );
}
