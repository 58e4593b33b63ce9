import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { MasterDetailLayout } from '../../components/resource/master-detail-layout';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';

/** /dashboard/coupons: the list on the left, the selected coupon (from the URL) on the right, and Add. */
export function CouponsPage() {
  const params = useParams();
  const selectedId = params.id ? Number(params.id) : undefined;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout title="Coupons" list={<CouponList selectedId={selectedId} onAdd={() => setAdding(true)} />} detail={<Outlet />} />
      {adding && <CouponForm onClose={() => setAdding(false)} />}
    </>
  );
}
