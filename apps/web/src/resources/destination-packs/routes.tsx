import { Navigate, Route, Routes } from 'react-router';
import { NoSelection } from '../../components/resource/master-detail-layout';
import { PackDetail } from './pack-detail';
import { PacksPage } from './packs-page';

/** The Destination Packs area under /dashboard/destination-packs (part 1 §2). */
export default function DestinationPacksRoutes() {
  return (
    <Routes>
      <Route element={<PacksPage />}>
        <Route index element={<NoSelection text="Select a destination pack from the list." />} />
        <Route path=":id" element={<Navigate to="detail" replace />} />
        <Route path=":id/:tab" element={<PackDetail />} />
      </Route>
    </Routes>
  );
}
