import type { TCallAnswer } from '@mise/contracts/common/call';
import type { trashCalls } from '@mise/contracts/common/trash-calls';
import { CONTENT_TYPES } from '@mise/contracts/registry';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/resource/feedback/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { NO_CHOICE, TrashFilters, trashQuery } from './trash-filters';
import { useTrashPages, useTrashRestore, useTrashSummary } from './use-trash';
import { EmptyTrash } from './empty-trash';
import { NewValueDialog } from './new-value-dialog';
import { staffName } from '../../../components/resource/form/choice-select';

type TTrashItem = TCallAnswer<typeof trashCalls.list>['items'][number];

const keyOf = (item: Pick<TTrashItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

/**
 * '/dashboard/trash': everything trashed, of every type, newest first (issue 32 point 5) — filter by type, who, when,
 * city and name; restore one or the ticked ones (links come back where they were), with Undo on the toast. Records
 * are deleted for good after the configured days, or at once by Empty trash (issue 33 point 6).
 */
export function TrashPage() {
  const [choice, setChoice] = useState(NO_CHOICE);
  const q = useDebounced(choice.text.trim(), 300);
  const pages = useTrashPages(trashQuery(choice, q));
  const summary = useTrashSummary().data;
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const restore = useTrashRestore((items) =>
    setTicked((now) => new Set([...now].filter((key) => !items.some((i) => keyOf(i) === key)))),
  );
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const tick = (item: TTrashItem, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  const chosen = items.filter((item) => ticked.has(keyOf(item)));
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Trash
      </Typography>
      {summary && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Records in the trash are deleted for good after {summary.retentionDays} day
          {summary.retentionDays === 1 ? '' : 's'}.
        </Typography>
      )}
      <TrashFilters choice={choice} onChange={setChoice} />
      <Box sx={{ mb: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={chosen.length === 0 || restore.isPending}
          onClick={() => restore.restore(chosen.map(({ type, id }) => ({ type, id })))}
        >
          Restore selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>{' '}
        <EmptyTrash count={summary?.count ?? 0} />
      </Box>
      {pages.error && <Alert severity="error">{errorMessage(pages.error)}</Alert>}
      <Table size="small" aria-label="Trashed items, newest first">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>City</TableCell>
            <TableCell>Deleted by</TableCell>
            <TableCell>Deleted</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={keyOf(item)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked.has(keyOf(item))}
                  onChange={(e) => tick(item, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select ${item.name}` } }}
                />
              </TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell>{CONTENT_TYPES[item.type].label}</TableCell>
              <TableCell>{item.city?.name ?? ''}</TableCell>
              <TableCell>{staffName(item.actor, 'Unknown')}</TableCell>
              <TableCell>{formatDateTime(item.deletedAt)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  disabled={restore.isPending}
                  aria-label={`Restore ${item.name}`}
                  onClick={() => restore.restore([{ type: item.type, id: item.id }])}
                >
                  Restore
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages.isLoading && <CircularProgress aria-label="Loading the trash" sx={{ mt: 2 }} />}
      {pages.isSuccess && items.length === 0 && <Typography sx={{ mt: 2 }}>Nothing in the trash matches.</Typography>}
      {pages.hasNextPage && (
        <Button sx={{ mt: 1 }} onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={restore.parentsAsk !== null}
        title="Restore together?"
        message={restore.parentsAsk?.message ?? ''}
        yesLabel="Restore both"
        noLabel="Cancel"
        busy={restore.isPending}
        onYes={() => restore.confirmParents()}
        onNo={restore.dismissParents}
      />
      <NewValueDialog
        key={restore.valueAsk?.message ?? 'closed'}
        ask={restore.valueAsk}
        busy={restore.isPending}
        onRestore={restore.confirmValue}
        onCancel={restore.dismissValue}
      />
    </>
  );
}
