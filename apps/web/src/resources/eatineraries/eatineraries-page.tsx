import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { MasterDetailLayout } from '../../components/resource/master-detail-layout';
import { EatineraryForm } from './eatinerary-form';
import { EatineraryList } from './eatinerary-list';

/** /dashboard/eatineraries: the list on the left, the selected eatinerary on the right, and Add. */
export function EatinerariesPage() {
  const params = useParams();
  const selectedId = params.id ? Number(params.id) : undefined;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout title="Eatineraries" list={<EatineraryList selectedId={selectedId} onAdd={() => setAdding(true)} />} detail={<Outlet />} />
      {adding && <EatineraryForm onClose={() => setAdding(false)} />}
    </>
  );
}
