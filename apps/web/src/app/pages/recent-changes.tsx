import { CONTENT_TYPES, type TContentTypeName, contentType } from '@mise/contracts/registry';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { formatDateTime } from '../../lib/format';
import { ChoiceSelect, staffChoices, staffName, typeChoices } from '../../components/resource/form/choice-select';
import { KIND_WORDS, changeLines } from '../../components/resource/history/change-lines';

const PAGE_SIZE = 10;
/** The types with an area, which the feed can link to and be narrowed by. */
const FEED_TYPES = (Object.keys(CONTENT_TYPES) as TContentTypeName[]).filter((name) => contentType(name).menu);

/** Where a record's history opens: its detail, with the history panel open. */
function historyHref(type: TContentTypeName | null, id: number): string | undefined {
  const menu = type ? contentType(type).menu : undefined;
  return menu ? `/dashboard/${menu.slug}/${id}?history=open` : undefined;
}

/**
 * 'Recent changes' on the dashboard (issue 32 point 7): the latest changes across the guide from the change ledger,
 * narrowed to a staff member or a type, each linking to its record's history.
 */
export function RecentChanges() {
  const [actor, setActor] = useState('');
  const [type, setType] = useState('');
  const staff = useQuery(client.change.staff.options());
  const query = { limit: PAGE_SIZE, ...(actor ? { actor: Number(actor) } : {}), ...(type ? { type } : {}) };
  const pages = useInfiniteQuery({
    queryKey: client.change.feed.key({ query }),
    queryFn: ({ pageParam, signal }) =>
      client.change.feed({ query: { ...query, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const changes = pages.data?.pages.flatMap((page) => page.changes) ?? [];
  return (
    <Card component="section" aria-labelledby="recent-changes" variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="recent-changes" component="h2" variant="h6" sx={{ mb: 2 }}>
          Recent changes
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
          <ChoiceSelect
            label="Staff member"
            value={actor}
            onChange={setActor}
            choices={staffChoices(staff.data ?? [], 'Everyone')}
            minWidth={180}
          />
          <ChoiceSelect label="Type" value={type} onChange={setType} choices={typeChoices(FEED_TYPES)} />
        </Stack>
        {pages.error && <Alert severity="error">{errorMessage(pages.error)}</Alert>}
        {pages.isSuccess && changes.length === 0 && <Typography>No changes yet.</Typography>}
        <List aria-label="Recent changes, newest first" dense>
          {changes.map((change) => {
            const href = historyHref(change.type, change.recordId);
            const what = `${change.type ? contentType(change.type).label : 'Record'} ${change.name ? `"${change.name}"` : `#${change.recordId}`}`;
            return (
              <ListItem key={change.id} divider sx={{ display: 'block' }}>
                <Typography variant="body2" component="p">
                  {KIND_WORDS[change.kind]}{' '}
                  {href ? (
                    <Link component={RouterLink} to={href}>
                      {what}
                    </Link>
                  ) : (
                    what
                  )}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary">
                  {staffName(change.actor, 'System')} · {change.source} · {formatDateTime(change.at)}
                </Typography>
                <Typography variant="caption" component="p" sx={{ wordBreak: 'break-word' }}>
                  {changeLines(change).slice(0, 3).join(' · ')}
                </Typography>
              </ListItem>
            );
          })}
        </List>
        {pages.hasNextPage && (
          <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            Show older changes
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
