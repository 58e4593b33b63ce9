import { zodResolver } from '@hookform/resolvers/zod';
import type { TWireRecord } from '@mise/contracts/common/wire';
import { ZQuoteCreate, type quoteResource } from '@mise/contracts/resources/quote';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormTextField } from '../../components/resource/form/form-text-field';

/** The quote form has only a Title (part 1 §2); the contract's rule gives 'This is required' (part 1 §5). */
const ZQuoteForm = ZQuoteCreate.pick({ title: true });

/** Add Quote / Edit Quote, a full-screen dialog (part 1 §2). */
export function QuoteForm({ item: quote, onClose, save }: TAreaFormProps<TWireRecord<typeof quoteResource>>) {
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof ZQuoteForm>,
    unknown,
    z.output<typeof ZQuoteForm>
  >({
    resolver: zodResolver(ZQuoteForm),
    defaultValues: { title: quote?.title ?? '' },
  });
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="quote-form"
      editing={Boolean(quote)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
      <FormTextField
        control={control}
        name="title"
        id="quote-form-title"
        label="Title"
        required
        multiline
        minRows={2}
        autoFocus
      />
    </AreaFormDialog>
  );
}
