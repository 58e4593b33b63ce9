import { Navigate, Route, Routes } from 'react-router';
import { NoSelection } from '../../components/resource/master-detail-layout';
import { EatinerariesPage } from './eatineraries-page';
import { EatineraryDetail } from './eatinerary-detail';

/** The Eatineraries area under /dashboard/eatineraries (part 1 §2). */
export default function EatinerariesRoutes() {
  return (
    <Routes>
      <Route element={<EatinerariesPage />}>
        <Route index element={<NoSelection text="Select an eatinerary from the list." />} />
        <Route path=":id" element={<Navigate to="details" replace />} />
        <Route path=":id/:tab" element={<EatineraryDetail />} />
      </Route>
    </Routes>
  );
}
