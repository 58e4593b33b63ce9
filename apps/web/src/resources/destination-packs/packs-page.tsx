import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { MasterDetailLayout } from '../../components/resource/master-detail-layout';
import { PackForm } from './pack-form';
import { PackList } from './pack-list';

/** /dashboard/destination-packs: the list on the left, the selected pack on the right, and Add. */
export function PacksPage() {
  const params = useParams();
  const selectedId = params.id ? Number(params.id) : undefined;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout title="Destination Packs" list={<PackList selectedId={selectedId} onAdd={() => setAdding(true)} />} detail={<Outlet />} />
      {adding && <PackForm onClose={() => setAdding(false)} />}
    </>
  );
}
