import { definePageArea } from '../../components/resource/area/define-page-area';
import { AuthScreenPage } from './auth-screen-page';
import { CityPagePage } from './city-page-page';
import { ContinentsPage } from './continents-page';
import { PlaceTypesPage } from './place-types-page';

/** /dashboard/settings (part 2 §2 "Settings"): redirects to place-types; one tab per setting (labels: not shown). */
export default definePageArea({
  slug: 'settings',
  title: 'Settings',
  tabs: [
    { route: 'place-types', label: 'Place Types', page: PlaceTypesPage },
    { route: 'continents', label: 'Continents', page: ContinentsPage },
    { route: 'city-page', label: 'City Page', page: CityPagePage },
    { route: 'auth-screen', label: 'Auth Screen', page: AuthScreenPage },
  ],
});
