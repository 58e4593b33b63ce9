import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TResourceCalls } from '@mise/contracts/common/resource-calls';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { resourceClientFor } from '../../../lib/client';
import { formatDateTime } from '../../../lib/format';
import { SideDrawer } from './side-drawer';

type TChange = TCallAnswer<TResourceCalls['history']>['changes'][number];

const PAGE_SIZE = 20;

/** 'addressLine1' → 'Address line 1': a field's name as words, for a history line. */
export const fieldWords = (name: string): string => {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value as a short text: empty for nothing, JSON for lists and objects, cut at 80 characters. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

const KIND_WORDS: Record<TChange['kind'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Removed for good',
  link: 'Linked',
  unlink: 'Unlinked',
  move: 'Reordered',
};

/** The lines one entry shows under its heading: each changed field before → after, or what was linked or moved. */
export function changeLines(change: TChange): string[] {
  const fields = Object.entries(change.fields ?? {})
    .filter(([name]) => name !== 'deleted')
    .map(([name, [before, after]]) => `${fieldWords(name)}: ${valueText(before)} → ${valueText(after)}`);
  const retired = Object.entries(change.retired ?? {}).map(
    ([name, [before, after]]) => `${fieldWords(name)} (retired field): ${valueText(before)} → ${valueText(after)}`,
  );
  const links =
    change.ids && change.with ? [`${fieldWords(change.with)}: ${change.ids.map((id) => `#${id}`).join(', ')}`] : [];
  const moves = (change.moved ?? []).map(
    ([id, from, to]) => `${fieldWords(change.with ?? 'item')} #${id}: position ${from ?? '–'} → ${to ?? '–'}`,
  );
  return [...fields, ...retired, ...links, ...moves];
}

/**
 * 'Change history' on a detail's toolbar (not 'History': the spec names a dish's notes tab so): a side panel of the record's changes from the change ledger, newest first, each with
 * when, who, from where and what changed field by field; older ones page in on demand. Owned by the kit: every detail
 * whose toolbar is ItemToolbar has it.
 * @example
 * <HistoryDrawer modelPath="establishments" id={12} />
 */
export function HistoryDrawer({ modelPath, id }: { modelPath: string; id: number }) {
  const [open, setOpen] = useState(false);
  const history = resourceClientFor(modelPath).history;
  const pages = useInfiniteQuery({
    queryKey: history.key({ id, query: { limit: PAGE_SIZE } }),
    queryFn: ({ pageParam, signal }) =>
      history({ id, query: { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: open,
  });
  const changes = pages.data?.pages.flatMap((page) => page.changes) ?? [];
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        Change history
      </Button>
      <SideDrawer title="Change history" open={open} onClose={() => setOpen(false)}>
        {pages.isLoading && <CircularProgress aria-label="Loading history" />}
        {pages.error && <Alert severity="error">{errorMessage(pages.error)}</Alert>}
        {pages.isSuccess && changes.length === 0 && <Typography>No changes recorded yet.</Typography>}
        <List aria-label="Changes, newest first">
          {changes.map((change) => (
            <ListItem key={change.id} divider sx={{ display: 'block' }}>
              <Typography variant="subtitle2" component="p">
                {KIND_WORDS[change.kind]} · {formatDateTime(change.at)}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {change.actor ? (change.actor.name ?? `Staff #${change.actor.id}`) : 'System'} · {change.source}
              </Typography>
              {changeLines(change).map((line) => (
                <Typography key={line} variant="body2" component="p" sx={{ wordBreak: 'break-word' }}>
                  {line}
                </Typography>
              ))}
            </ListItem>
          ))}
        </List>
        {pages.hasNextPage && (
          <Box sx={{ mt: 1 }}>
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              Show older changes
            </Button>
          </Box>
        )}
      </SideDrawer>
    </>
  );
}
