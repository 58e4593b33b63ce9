import { Navigate, Route, Routes } from 'react-router';
import { NoSelection } from '../../components/resource/master-detail-layout';
import { QuoteDetail } from './quote-detail';
import { QuotesPage } from './quotes-page';

/** The Quotes area under /dashboard/quotes (part 1 §2). */
export default function QuotesRoutes() {
  return (
    <Routes>
      <Route element={<QuotesPage />}>
        <Route index element={<NoSelection text="Select a quote from the list." />} />
        <Route path=":id" element={<Navigate to="details" replace />} />
        <Route path=":id/:tab" element={<QuoteDetail />} />
      </Route>
    </Routes>
  );
}
