import { definePageArea } from '../../components/resource/area/define-page-area';
import { HomePreviewButton, homeTabPage } from './home-page';
import { HomePreview } from './home-preview';
import { HOME_TABS } from './home-tabs';

const [first, ...rest] = HOME_TABS.map((tab) => ({ route: tab.route, label: tab.label, page: homeTabPage(tab) }));

/**
 * /dashboard/home (part 2 §2 "Home-page curation"): redirects to videos; one tab per section under it (an unknown tab
 * goes back to the first), and the read-only preview beside them.
 */
export default definePageArea({
  slug: 'home',
  title: 'Home',
  tabs: [first, ...rest],
  actions: <HomePreviewButton />,
  routes: [{ path: 'preview', page: HomePreview }],
});
