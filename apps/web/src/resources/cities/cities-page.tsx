import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { MasterDetailLayout } from '../../components/resource/master-detail-layout';
import { CityForm } from './city-form';
import { CityList } from './city-list';

/** /dashboard/cities: the list on the left, the selected city (from the URL) on the right, and Add City. */
export function CitiesPage() {
  const params = useParams();
  const selectedId = params.id ? Number(params.id) : undefined;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout title="Cities" list={<CityList selectedId={selectedId} onAdd={() => setAdding(true)} />} detail={<Outlet />} />
      {adding && <CityForm onClose={() => setAdding(false)} />}
    </>
  );
}
