import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { resourceClientFor, resourceNamed } from '../../../lib/client';
import { ChoiceSelect } from '../form/choice-select';
import { fieldWords } from './change-lines';
import { CompareDialog } from './compare-dialog';
import type { THistoryFieldViews } from '../area/area-types';
import { SideDrawer } from '../detail/side-drawer';
import { HistoryEntry } from './history-entry';
import { RevertConflictDialog } from './revert-conflict-dialog';
import { useHistoryRevert } from './use-history-revert';

const PAGE_SIZE = 20;
/** Not fields staff edit: kept out of the timeline's choices. */
const BOOKKEEPING = new Set(['id', 'created', 'updated', 'deleted']);

/** 'All fields', then each field of the record's contract, in words. */
const fieldChoices = (modelPath: string) => [
  { value: '', label: 'All fields' },
  ...Object.keys(resourceNamed(modelPath).record.shape)
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => ({ value: name, label: fieldWords(name) })),
];

/**
 * 'Change history' on a detail's toolbar (not 'History': the spec names a dish's notes tab so): a side panel of the record's changes from the change ledger, newest first, each with
 * when, who, from where and what changed field by field, each revertible (a field, or the whole change); one field's
 * timeline ('Field'); any two points compared (tick two, 'Compare'); older ones page in on demand. Owned by the kit: every detail
 * whose toolbar is ItemToolbar has it.
 * @example
 * <HistoryDrawer modelPath="establishments" id={12} />
 */
export function HistoryDrawer({
  modelPath,
  id,
  fieldViews,
}: {
  modelPath: string;
  id: number;
  /** The area's own reading of some fields (`defineArea({ history })`). */
  fieldViews?: THistoryFieldViews;
}) {
  // The dashboard's recent changes link here with `?history=open`: the panel opens at once.
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('history') === 'open');
  const history = resourceClientFor(modelPath).history;
  // One field's timeline ('' for every change).
  const [field, setField] = useState('');
  const [points, setPoints] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const query = { limit: PAGE_SIZE, ...(field ? { field } : {}) };
  const pages = useInfiniteQuery({
    queryKey: history.key({ id, query }),
    queryFn: ({ pageParam, signal }) =>
      history({ id, query: { ...query, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: open,
  });
  const changes = pages.data?.pages.flatMap((page) => page.changes) ?? [];
  const revert = useHistoryRevert(modelPath, id);
  // The fields of the operation a clash is about, as this record's history shows them (to narrow a settled revert).
  const clashFields = revert.clash
    ? changes.filter((c) => c.operation === revert.clash?.ask.operation).flatMap((c) => Object.keys(c.fields ?? {}))
    : [];
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        Change history
      </Button>
      <SideDrawer title="Change history" open={open} onClose={() => setOpen(false)}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <ChoiceSelect
            label="Field"
            value={field}
            onChange={setField}
            choices={fieldChoices(modelPath)}
            minWidth={150}
          />
          <Button size="small" disabled={points.length !== 2} onClick={() => setComparing(true)}>
            Compare
          </Button>
        </Stack>
        {pages.isLoading && <CircularProgress aria-label="Loading history" />}
        {pages.error && <Alert severity="error">{errorMessage(pages.error)}</Alert>}
        {pages.isSuccess && changes.length === 0 && <Typography>No changes recorded yet.</Typography>}
        <List aria-label="Changes, newest first">
          {changes.map((change) => (
            <HistoryEntry
              key={change.id}
              change={change}
              onRevert={revert.canRevert ? revert.ask : undefined}
              busy={revert.isPending}
              fieldViews={fieldViews}
              compared={points.includes(change.id)}
              onCompare={(on) =>
                setPoints((now) => (on ? [...now, change.id].slice(-2) : now.filter((p) => p !== change.id)))
              }
            />
          ))}
        </List>
        {pages.hasNextPage && (
          <Box sx={{ mt: 1 }}>
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              Show older changes
            </Button>
          </Box>
        )}
        {comparing && points.length === 2 && (
          <CompareDialog
            changes={changes}
            points={[points[0], points[1]]}
            fieldViews={fieldViews}
            onClose={() => setComparing(false)}
          />
        )}
        {revert.clash && (
          <RevertConflictDialog
            clash={revert.clash}
            onSettle={(overwrite) => revert.settle(overwrite, revert.clash?.ask.fields ?? clashFields)}
            onCancel={revert.dismiss}
            busy={revert.isPending}
          />
        )}
      </SideDrawer>
    </>
  );
}
