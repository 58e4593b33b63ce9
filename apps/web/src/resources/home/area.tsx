import { Navigate, Route, Routes } from 'react-router';
import { HOME_SECTION_ROUTES } from '@mise/contracts/resources/home-section';
import type { TDefinedArea } from '../../components/resource/define-area';
import { HomePage } from './home-page';
import { HomePreview } from './home-preview';

const FIRST_TAB = HOME_SECTION_ROUTES.hero_videos;

/**
 * /dashboard/home (part 2 §2 "Home-page curation"): redirects to videos; one tab per section under it, and the
 * read-only preview. A page of tabs rather than a master list, so its routes are declared here (definePageArea serves
 * a single path); an unknown tab goes back to the first.
 */
const homeArea: TDefinedArea = {
  Routes: () => (
    <Routes>
      <Route index element={<Navigate to={FIRST_TAB} replace />} />
      <Route path="preview" element={<HomePreview />} />
      <Route path=":tab" element={<HomePage />} />
      <Route path="*" element={<Navigate to={`/dashboard/home/${FIRST_TAB}`} replace />} />
    </Routes>
  ),
};
export default homeArea;
