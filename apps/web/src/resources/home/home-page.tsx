import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { HOME_TABS, homeTabByRoute } from './home-tabs';
import { SectionPanel } from './section-panel';
import { sectionBySlug, useHomeSections } from './use-home-section';

/** Home curation (part 2 §2): the eight section tabs, each its own route, and the Preview button. */
export function HomePage() {
  const { tab: route } = useParams();
  const tab = homeTabByRoute(route);
  const sections = useHomeSections();
  if (!tab) return <Navigate to="/dashboard/home/videos" replace />;
  const section = sectionBySlug(sections.data, tab.slug);
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Home
        </Typography>
        <Button component={Link} to="/dashboard/home/preview" variant="outlined" startIcon={<VisibilityIcon />}>
          Preview
        </Button>
      </Stack>
      <Tabs value={tab.route} variant="scrollable" aria-label="Home sections">
        {HOME_TABS.map((t) => (
          <Tab key={t.route} value={t.route} label={t.label} component={Link} to={`/dashboard/home/${t.route}`} />
        ))}
      </Tabs>
      {sections.isPending && <CircularProgress aria-label="Loading sections" />}
      {sections.error && <Alert severity="error">{errorMessage(sections.error)}</Alert>}
      {sections.data && !section && <Alert severity="warning">This section does not exist yet.</Alert>}
      {section && <SectionPanel key={section.id} tab={tab} sectionId={section.id} name={section.name} />}
    </Box>
  );
}
