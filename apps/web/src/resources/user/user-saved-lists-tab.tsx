import type { TWire } from '@mise/contracts/common/wire';
import type { TUserListEntry, TUserSavedList } from '@mise/contracts/resources/user-calls';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { Pager } from '../../components/resource/list/pager';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/format';
import { savedItemView } from './saved-list-subject';
import type { TUser } from './user-record';

const PAGE_SIZE = 20;
// Users and saved lists declare relations, so their relation calls are there (typed so by their contracts).
const userRelations = client.user.relations;
const savedListRelations = client.userList.relations;

/**
 * The saved-lists tab (part 2 §2): /dashboard/users/{userId}/saved-lists lists the user's lists, newest first, with
 * their created date (MM/DD/YYYY); /dashboard/users/{userId}/saved-lists/{userListId} shows one list's items.
 */
export function UserSavedListsTab({ id }: TAreaTabProps<TUser>) {
  const listId = Number(useParams()['*']);
  return Number.isInteger(listId) && listId > 0 ? (
    <SavedListItems userId={id} listId={listId} />
  ) : (
    <SavedLists userId={id} />
  );
}

function SavedLists({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const filter = {
    order: 'created DESC',
    limit: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
    fields: ['id', 'name', 'created'],
  };
  const lists = useQuery({
    ...userRelations.related.options({ id: userId, relation: 'userLists', query: { filter } }),
    // `related` is declared for any of the user's relations (its answer unknown); `userLists` answers saved lists.
    select: (related) => related as TWire<TUserSavedList[]>,
    placeholderData: keepPreviousData,
  });
  const count = useQuery(client.user.savedListCount.options({ id: userId }));
  if (lists.error) return <Alert severity="error">{errorMessage(lists.error)}</Alert>;
  if (lists.isPending) return <CircularProgress aria-label="Loading saved lists" />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {lists.data.length === 0 && <Typography color="text.secondary">No saved lists</Typography>}
      <List aria-label="Saved lists" dense>
        {lists.data.map((list) => (
          <ListItemButton key={list.id} component={RouterLink} to={`/dashboard/users/${userId}/saved-lists/${list.id}`}>
            <ListItemText primary={list.name} secondary={formatDate(list.created)} />
          </ListItemButton>
        ))}
      </List>
      <Pager
        page={page}
        count={count.data?.count ?? 0}
        pageSize={PAGE_SIZE}
        onChange={setPage}
        label="Saved lists pages"
      />
    </Box>
  );
}

function SavedListItems({ userId, listId }: { userId: number; listId: number }) {
  const list = useQuery(client.user.savedList.options({ id: userId, listId }));
  const items = useQuery({
    ...savedListRelations.related.options({
      id: listId,
      relation: 'userListItems',
      query: { filter: { include: 'subject' } },
    }),
    // `related` is declared for any of the list's relations (its answer unknown); `userListItems` with their subject
    // answers these entries.
    select: (related) => related as TUserListEntry[],
    // The items are read only once the list is known to be this user's.
    enabled: list.isSuccess,
  });
  const error = list.error ?? items.error;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Breadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to={`/dashboard/users/${userId}/saved-lists`}>
          Saved lists
        </Link>
        <Typography color="text.primary" aria-current="page">
          {list.data?.name ?? '…'}
        </Typography>
      </Breadcrumbs>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {items.isPending && !error && <CircularProgress aria-label="Loading saved items" />}
      {items.data?.length === 0 && <Typography color="text.secondary">No saved items</Typography>}
      <List aria-label="Saved items" dense>
        {(items.data ?? []).map((entry) => {
          const view = savedItemView(entry);
          const body = (
            <>
              <ListItemAvatar>
                <Avatar variant="rounded" src={view.image} alt={view.image ? view.title : undefined} />
              </ListItemAvatar>
              <ListItemText primary={view.title} secondary={view.subtitle} />
            </>
          );
          return view.href ? (
            <ListItemButton key={entry.id} component={RouterLink} to={view.href}>
              {body}
            </ListItemButton>
          ) : (
            <ListItem key={entry.id}>{body}</ListItem>
          );
        })}
      </List>
    </Box>
  );
}
