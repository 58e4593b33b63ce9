import type { TPicture } from '@mise/contracts/common/picture';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PicturesManager } from '../../components/media/pictures-manager';
import { DeleteButton } from '../../components/resource/delete-button';
import { PublishLock, PublishToggle } from '../../components/resource/publish-toggle';
import { useDeleteAndReturn } from '../../components/resource/use-delete-and-return';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { QUOTE_MSG, QUOTES_PATH, quoteKeys, type TQuote, useQuote } from './api';
import { QuoteForm } from './quote-form';
import { DetailField } from '../../components/resource/detail-field';

/** A new picture is Mobile until tagged Desktop (part 1 §3: desktop false means Mobile). */
const NEW_PICTURE_FIELDS = { desktop: false } as const;

/** The quote's toolbar, dates and pictures, each tagged Desktop or Mobile (part 1 §2). */
function QuoteDetails({ quote }: { quote: TQuote }) {
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();

  const deleteAndReturn = useDeleteAndReturn({ path: QUOTES_PATH, listUrl: '/dashboard/quotes', messages: QUOTE_MSG });
  const onDelete = () => deleteAndReturn(quote.id);

  // The media kit answers the stored list after each change: keep the cached quote in step without a refetch.
  const setPictures = (list: TPicture[]) =>
    queryClient.setQueryData<TQuote>(quoteKeys.detail(quote.id), (current) => current && { ...current, _pictures: list });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="toolbar" aria-label="Quote actions" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <PublishToggle path={QUOTES_PATH} id={quote.id} published={quote.isPublished} />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        <DeleteButton message={QUOTE_MSG.deleteQuestion} onConfirm={onDelete} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <DetailField label="Created" value={formatDate(quote.created)} />
        <DetailField label="Modified" value={formatDate(quote.updated)} />
      </Box>
      <PicturesManager
        title="Pictures"
        model={QUOTES_PATH}
        id={quote.id}
        folder="quotes"
        variant="quote"
        pictures={quote._pictures ?? []}
        newPictureFields={NEW_PICTURE_FIELDS}
        onChanged={setPictures}
      />
      {editing && <QuoteForm quote={quote} onClose={() => setEditing(false)} />}
    </Box>
  );
}

/** /dashboard/quotes/{id}/details: the selected quote's title and details. */
export function QuoteDetail() {
  const params = useParams();
  const id = Number(params.id);
  const quote = useQuote(id);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">There is no quote with the id “{params.id}”.</Alert>;
  // Quotes have one view; any other segment goes to it.
  if (params.tab !== 'details') return <Navigate to={`/dashboard/quotes/${id}/details`} replace />;
  if (quote.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading quote" />
      </Box>
    );
  }
  if (quote.error || !quote.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(quote.error, 'The quote could not be loaded')}
      </Alert>
    );
  }

  return (
    <Box component="article" aria-labelledby="quote-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Typography id="quote-title" component="h2" variant="h6" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {quote.data.title}
        </Typography>
        <PublishLock published={quote.data.isPublished} />
      </Box>
      <QuoteDetails key={quote.data.id} quote={quote.data} />
    </Box>
  );
}
