import { Navigate, Route, Routes } from 'react-router';
import { NoSelection } from '../../components/resource/master-detail-layout';
import { CitiesPage } from './cities-page';
import { CityDetail } from './city-detail';

/** The Cities area under /dashboard/cities (part 1 §2). */
export default function CitiesRoutes() {
  return (
    <Routes>
      <Route element={<CitiesPage />}>
        <Route index element={<NoSelection text="Select a city from the list." />} />
        <Route path=":id" element={<Navigate to="details" replace />} />
        <Route path=":id/:tab" element={<CityDetail />} />
      </Route>
    </Routes>
  );
}
