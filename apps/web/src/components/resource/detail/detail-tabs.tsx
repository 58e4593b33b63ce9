import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../../../lib/format';

export type TDetailTab = {
  /** Path segment ('details', 'places'). */
  segment: string;
  label: string;
  /** Shown after the label, e.g. 'Places (12)'; undefined shows the label alone. */
  count?: number;
  /** 'dash' shows 'Places - 12' (part 2 §2: an explore list's tabs). */
  countStyle?: 'dash';
};

const withCount = (tab: TDetailTab) => {
  if (tab.count === undefined) return tab.label;
  return tab.countStyle === 'dash'
    ? `${tab.label} - ${formatCount(tab.count)}`
    : `${tab.label} (${formatCount(tab.count)})`;
};

export type TDetailTabsProps = {
  /** '/dashboard/cities/12' — each tab links to `${basePath}/${segment}`. */
  basePath: string;
  tabs: readonly TDetailTab[];
  /** The segment in the URL. */
  active: string;
  /** Accessible name of the tab list. */
  label?: string;
};

/**
 * The item's tabs as links to `/dashboard/<area>/{id}/{tab}`, labels carrying counts (part 1 §2).
 * The list's URL params are kept, so the list on the left stays as it was.
 * @example
 * <DetailTabs basePath={`/dashboard/cities/${id}`} active={tab} tabs={[{ segment: 'details', label: 'Details' }, { segment: 'places', label: 'Places', count: 4 }]} />
 */
export function DetailTabs({ basePath, tabs, active, label = 'Sections' }: TDetailTabsProps) {
  const { search } = useLocation();
  const value = tabs.some((t) => t.segment === active) ? active : false;
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={label}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.segment}
          value={tab.segment}
          component={Link}
          to={{ pathname: `${basePath}/${tab.segment}`, search }}
          label={withCount(tab)}
        />
      ))}
    </Tabs>
  );
}
