import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink, useLocation } from 'react-router';
import { formatCount } from '../../lib/format';
import { VIEW_PARAM } from './opened-view';
import { useViewCounts, useViews, viewHref } from './use-views';

/**
 * The pinned views under the Desk in the side menu, each with its live count ('Lisbon · without photos 312'); a view's
 * entry is marked while the list shows it.
 */
export function PinnedViews({ onNavigate }: { onNavigate?: () => void }) {
  const { search } = useLocation();
  const views = useViews();
  const pinned = (views.data?.items ?? []).filter((v) => v.pinned);
  const counts = useViewCounts(pinned.length > 0);
  const openedId = Number(new URLSearchParams(search).get(VIEW_PARAM));
  if (pinned.length === 0) return null;
  const entries = pinned.map((view) => {
    const count = counts.get(view.id);
    return (
      <ListItem key={view.id} disablePadding>
        <ListItemButton
          component={NavLink}
          to={viewHref(view)}
          aria-label={count === undefined ? view.name : `${view.name} ${formatCount(count)}`}
          selected={openedId === view.id}
          onClick={onNavigate}
          sx={{ pl: 7 }}
        >
          <ListItemText primary={view.name} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
          {count !== undefined && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {formatCount(count)}
            </Typography>
          )}
        </ListItemButton>
      </ListItem>
    );
  });
  // A list of its own inside the menu's: a sub-list under the Desk.
  return (
    <ListItem disablePadding>
      <List dense disablePadding aria-label="Pinned views" sx={{ width: '100%' }}>
        {entries}
      </List>
    </ListItem>
  );
}
