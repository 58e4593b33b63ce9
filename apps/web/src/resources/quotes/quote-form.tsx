import { zodResolver } from '@hookform/resolvers/zod';
import { ZQuoteCreate } from '@mise/contracts/resources/quote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../components/resource/form-dialog';
import { errorMessage } from '../../lib/api-client';
import type { TQuote } from './api';
import { useQuoteSave } from './use-quote-save';
import { FormTextField } from '../../components/resource/form-text-field';

/** The quote form has only a Title (part 1 §2); the contract's rule gives 'This is required' (part 1 §5). */
const ZQuoteForm = ZQuoteCreate.pick({ title: true });
type TQuoteFormInput = z.input<typeof ZQuoteForm>;
type TQuoteFormOutput = z.output<typeof ZQuoteForm>;

/** Add Quote / Edit Quote, a full-screen dialog (part 1 §2). */
export function QuoteForm({ quote, onClose }: { quote?: TQuote; onClose: () => void }) {
  const save = useQuoteSave(quote, onClose);
  const { control, handleSubmit } = useForm<TQuoteFormInput, unknown, TQuoteFormOutput>({
    resolver: zodResolver(ZQuoteForm),
    defaultValues: { title: quote?.title ?? '' },
  });
  const formId = 'quote-form';

  return (
    <FormDialog open title={quote ? 'Edit Quote' : 'Add Quote'} onClose={onClose} formId={formId} saving={save.isPending}>
      <Box component="form" id={formId} noValidate onSubmit={handleSubmit((body) => save.mutate(body))} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="title" id="quote-form-title" label="Title" required multiline minRows={2} autoFocus />
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
