import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import CardTravelIcon from '@mui/icons-material/CardTravel';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExploreIcon from '@mui/icons-material/Explore';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import HomeIcon from '@mui/icons-material/Home';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LogoutIcon from '@mui/icons-material/Logout';
import MuseumIcon from '@mui/icons-material/Museum';
import PeopleIcon from '@mui/icons-material/People';
import RamenDiningIcon from '@mui/icons-material/RamenDining';
import RateReviewIcon from '@mui/icons-material/RateReview';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RouteIcon from '@mui/icons-material/Route';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TagIcon from '@mui/icons-material/Tag';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { NavLink, useLocation } from 'react-router';
import { formatCount } from '../../lib/format';
import { useSummary } from '../../lib/summary';
import { MENU_ENTRIES, menuPath, type TMenuEntry } from './menu-entries';
import { useSession } from '../../lib/session';
import { PinnedViews } from '../../components/desk/pinned-views';

// Keyed by every menu slug, so a content type given a menu entry in the registry fails the type check until it has an icon.
const ICONS: Record<TMenuEntry['slug'], ReactElement> = {
  '': <DashboardIcon />,
  desk: <AssignmentIcon />,
  home: <HomeIcon />,
  cities: <LocationCityIcon />,
  places: <StorefrontIcon />,
  dishes: <RestaurantIcon />,
  cuisines: <RamenDiningIcon />,
  landmarks: <MuseumIcon />,
  explore: <ExploreIcon />,
  eatineraries: <RouteIcon />,
  'destination-packs': <CardTravelIcon />,
  quotes: <FormatQuoteIcon />,
  tags: <TagIcon />,
  coupons: <LocalOfferIcon />,
  users: <PeopleIcon />,
  reviews: <RateReviewIcon />,
  settings: <SettingsIcon />,
  trash: <DeleteOutlineIcon />,
  jobs: <PendingActionsIcon />,
};

function isActive(entry: TMenuEntry, pathname: string): boolean {
  const path = menuPath(entry);
  if (!entry.slug) return pathname === path || pathname === `${path}/`;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The side menu: each entry's name followed by its live total, then Sign Out. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { data: summary } = useSummary();
  const { signOut } = useSession();

  return (
    <nav aria-label="Main menu">
      <List dense>
        {MENU_ENTRIES.map((entry) => {
          const total = entry.summaryKey ? summary?.[entry.summaryKey]?.total : undefined;
          const item = (
            <ListItem key={entry.slug || 'dashboard'} disablePadding>
              <ListItemButton
                component={NavLink}
                to={menuPath(entry)}
                end={!entry.slug}
                // "Cities 12": the name followed by its live total, as one accessible name.
                aria-label={total === undefined ? entry.label : `${entry.label} ${formatCount(total)}`}
                selected={isActive(entry, pathname)}
                onClick={onNavigate}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[entry.slug]}</ListItemIcon>
                <ListItemText primary={entry.label} />
                {total !== undefined && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {formatCount(total)}
                  </Typography>
                )}
              </ListItemButton>
            </ListItem>
          );
          // The Desk's pinned views follow it, each with its count.
          return entry.slug === 'desk' ? [item, <PinnedViews key="pinned-views" onNavigate={onNavigate} />] : item;
        })}
        <ListItem disablePadding>
          <ListItemButton onClick={() => void signOut()}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Sign Out" />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
