import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import type { THomeTab } from './home-tabs';
import { SectionPanel } from './section-panel';
import { sectionBySlug, useHomeSections } from './use-home-section';

/** The Preview button at the right of the Home heading. */
export function HomePreviewButton() {
  return (
    <Button component={Link} to="/dashboard/home/preview" variant="outlined" startIcon={<VisibilityIcon />}>
      Preview
    </Button>
  );
}

/** One home section's tab (part 2 §2): its entries, once the sections are loaded. */
function HomeSectionTab({ tab }: { tab: THomeTab }) {
  const sections = useHomeSections();
  const section = sectionBySlug(sections.data, tab.slug);
  return (
    <>
      {sections.isPending && <CircularProgress aria-label="Loading sections" />}
      {sections.error && <Alert severity="error">{errorMessage(sections.error)}</Alert>}
      {sections.data && !section && <Alert severity="warning">This section does not exist yet.</Alert>}
      {section && <SectionPanel key={section.id} tab={tab} sectionId={section.id} name={section.name} />}
    </>
  );
}

/**
 * The page of one tab, as the kit's page of tabs takes it (a component without props).
 * @example
 * homeTabPage(HOME_TABS[0]) // renders the videos section
 */
export function homeTabPage(tab: THomeTab): ComponentType {
  return function HomeTabPage() {
    return <HomeSectionTab tab={tab} />;
  };
}
