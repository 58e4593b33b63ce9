import { Navigate, Route, Routes } from 'react-router';
import { NoSelection } from '../../components/resource/master-detail-layout';
import { CouponDetail } from './coupon-detail';
import { CouponsPage } from './coupons-page';

/** The Coupons area under /dashboard/coupons (part 1 §2). */
export default function CouponsRoutes() {
  return (
    <Routes>
      <Route element={<CouponsPage />}>
        <Route index element={<NoSelection text="Select a coupon from the list." />} />
        <Route path=":id" element={<Navigate to="details" replace />} />
        <Route path=":id/:tab" element={<CouponDetail />} />
      </Route>
    </Routes>
  );
}
