import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Width of the selected item's pane (part 1 §9: dashboard detail width 800 px). */
export const DETAIL_WIDTH = 800;

export type TMasterDetailLayoutProps = {
  /** The area's name, the page's heading. */
  title: string;
  list: ReactNode;
  /** The selected item (from the URL), or an invitation to pick one. */
  detail: ReactNode;
};

/**
 * An area's page: its heading, the list on the left and the selected item on the right (part 1 §1).
 * @example
 * <MasterDetailLayout title="Cities" list={<CityList />} detail={<Outlet />} />
 */
export function MasterDetailLayout({ title, list, detail }: TMasterDetailLayoutProps) {
  return (
    <Box component="section" aria-labelledby="area-title">
      <Typography id="area-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ width: 340, flexShrink: 0 }}>
          {list}
        </Paper>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, maxWidth: DETAIL_WIDTH }}>
          {detail}
        </Paper>
      </Box>
    </Box>
  );
}

/**
 * The right pane when no item is selected.
 * @example
 * <Route index element={<NoSelection text="Select a city" />} />
 */
export function NoSelection({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {text}
    </Typography>
  );
}
