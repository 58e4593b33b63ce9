import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { relationClientFor } from '../../../lib/client';
import { SideDrawer } from './side-drawer';
import { Pager } from '../list/pager';

/** Users a drawer lists: name and email, linking to the user's details. */
type TUserRow = { id: number; name: string; email?: string | null };

const PAGE_SIZE = 20;

export type TRelatedUsersDrawerProps = {
  /** The owner's model path and id, and its relation to users ('favouriters'): GET {modelPath}/{id}/{relation}. */
  modelPath: string;
  id: number;
  relation: string;
  /** The button's and the drawer's heading ('Liked By'). */
  title: string;
  /** How many there are (the owner's kept count): the button shows it and the pager pages it. */
  count: number;
  /** Shown after a user's name (the primary suggester's marker). */
  marker?: (user: TUserRow) => ReactNode;
};

/**
 * A count that opens a side drawer of the users behind it, 20 per page by name, each linking to
 * /dashboard/users/{id}/details (part 2 §2: 'Liked By', 'Saved By').
 * @example
 * <RelatedUsersDrawer modelPath="establishments" id={place.id} relation="favouriters" title="Liked By" count={place.favouriteCount} />
 */
export function RelatedUsersDrawer({ modelPath, id, relation, title, count, marker }: TRelatedUsersDrawerProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const filter = { order: 'name ASC', limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE, fields: ['id', 'name', 'email'] };
  const users = useQuery({
    ...relationClientFor(modelPath).related.options({ id, relation, query: { filter } }),
    // A relation of users answers user rows with the fields asked for.
    select: (rows) => rows as TUserRow[],
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={count === 0}>
        {title} ({count})
      </Button>
      <SideDrawer title={title} open={open} onClose={() => setOpen(false)}>
        {users.isLoading && <CircularProgress aria-label={`Loading ${title}`} />}
        {users.error && <Alert severity="error">{errorMessage(users.error)}</Alert>}
        <List aria-label={title}>
          {(users.data ?? []).map((user) => (
            <ListItemButton key={user.id} component={Link} to={`/dashboard/users/${user.id}/details`}>
              <ListItemText
                primary={
                  <>
                    {user.name} {marker?.(user)}
                  </>
                }
                secondary={user.email}
              />
            </ListItemButton>
          ))}
        </List>
        <Pager page={page} count={count} pageSize={PAGE_SIZE} onChange={setPage} label={`${title} pages`} />
      </SideDrawer>
    </>
  );
}
