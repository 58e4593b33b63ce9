import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import {
  type TViewAnswer,
  useDeleteView,
  useUpdateView,
  useViewCounts,
  useViews,
  viewHref,
} from '../../../components/desk/use-views';
import { useToast } from '../../../components/resource/feedback/toast';
import { RuleMatrix } from './rule-matrix';

/** A type's list as the menu names it ('Places'). */
const listName = (type: string) =>
  (CONTENT_TYPES[type as TContentTypeName] as { menu?: { label: string } } | undefined)?.menu?.label ?? type;

/** One saved view: open it, its count when pinned, who shares it, pin or unpin, delete. */
function ViewRow({ view, count }: { view: TViewAnswer; count: number | undefined }) {
  const update = useUpdateView();
  const remove = useDeleteView();
  const toast = useToast();
  const togglePin = () =>
    update.mutate(
      { id: view.id, body: { pinned: !view.pinned, updated: view.updated } },
      { onError: (error) => toast.error(errorMessage(error, 'Could not change the view')) },
    );
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={viewHref(view)}>
          {view.name}
        </Link>
      </TableCell>
      <TableCell>{listName(view.type)}</TableCell>
      <TableCell align="right">{view.pinned && count !== undefined ? formatCount(count) : '—'}</TableCell>
      <TableCell>
        {view.shared ? `Shared by ${view.mine ? 'you' : (view.owner?.name ?? 'staff')}` : 'Only you'}
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          disabled={update.isPending}
          onClick={togglePin}
          aria-label={`${view.pinned ? 'Unpin' : 'Pin'} ${view.name}`}
        >
          {view.pinned ? 'Unpin' : 'Pin'}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(view.id)}
          aria-label={`Delete ${view.name}`}
        >
          Delete
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The Desk (issue 34 point 3), the dashboard's neighbour: every saved view the staff member sees, the pinned ones with
 * their live counts, and which cities' places need what ('Lisbon: 312 without photos'), each a link to that list.
 */
export function DeskPage() {
  const views = useViews();
  const items = views.data?.items ?? [];
  const counts = useViewCounts(items.some((v) => v.pinned));
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Desk
      </Typography>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Views
      </Typography>
      {views.error && <Alert severity="error">{errorMessage(views.error)}</Alert>}
      {views.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          No saved views yet. Save a list's search and filters with the bookmark beside its sort.
        </Typography>
      )}
      {items.length > 0 && (
        <Table size="small" aria-label="Saved views" sx={{ mb: 3 }}>
          <TableHead>
            <TableRow>
              <TableCell>View</TableCell>
              <TableCell>List</TableCell>
              <TableCell align="right">Records</TableCell>
              <TableCell>Seen by</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((view) => (
              <ViewRow key={view.id} view={view} count={counts.get(view.id)} />
            ))}
          </TableBody>
        </Table>
      )}
      <RuleMatrix type="place" />
    </>
  );
}
