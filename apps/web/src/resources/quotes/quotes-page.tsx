import { useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { MasterDetailLayout } from '../../components/resource/master-detail-layout';
import { QuoteForm } from './quote-form';
import { QuoteList } from './quote-list';

/** /dashboard/quotes: the list on the left, the selected quote (from the URL) on the right, and Add. */
export function QuotesPage() {
  const params = useParams();
  const selectedId = params.id ? Number(params.id) : undefined;
  const [adding, setAdding] = useState(false);
  return (
    <>
      <MasterDetailLayout title="Quotes" list={<QuoteList selectedId={selectedId} onAdd={() => setAdding(true)} />} detail={<Outlet />} />
      {adding && <QuoteForm onClose={() => setAdding(false)} />}
    </>
  );
}
