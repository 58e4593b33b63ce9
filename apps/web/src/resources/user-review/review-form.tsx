import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SinglePictureField } from '../../components/resource/media/single-picture-field';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { REVIEW_PICTURE_FOLDER, REVIEW_PICTURE_RATIO, type TUserReview } from './review-record';
import {
  reviewBody,
  reviewFormValues,
  type TReviewFormInput,
  type TReviewFormValues,
  ZReviewForm,
} from '../user-review/review-form-schema';
import { type TReviewAuthor, ReviewUserField } from './review-user-field';

/**
 * 'Add Review' / 'Edit Review' (part 2 §2, §7): title (required), subtitle, the large and small pictures (uploaded to
 * 'reviews', cropped 3:2) and the user, saved with 'Add Review Successful' / 'Edit Review Successful' or 'Review Add /
 * Edit Failed'.
 */
export function ReviewForm({ item: review, onClose, save }: TAreaFormProps<TUserReview>) {
  const { control, handleSubmit, setValue, formState } = useForm<TReviewFormInput, unknown, TReviewFormValues>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: reviewFormValues(review),
  });
  const [author, setAuthor] = useState<TReviewAuthor | null>(review?.user ?? null);
  const picture = (name: 'lgPicture' | 'smPicture', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SinglePictureField
          label={label}
          value={field.value ?? null}
          onChange={field.onChange}
          folder={REVIEW_PICTURE_FOLDER}
          aspect={REVIEW_PICTURE_RATIO.aspect}
          ratioLabel={REVIEW_PICTURE_RATIO.label}
        />
      )}
    />
  );
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="review-form"
      editing={Boolean(review)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((values) => save.mutate(reviewBody(values)))}
    >
      <FormTextField control={control} name="title" id="review-form-title" label="Title" required fullWidth autoFocus />
      <FormTextField
        control={control}
        name="subtitle"
        id="review-form-subtitle"
        label="Subtitle"
        fullWidth
        multiline
        minRows={2}
      />
      {picture('lgPicture', 'Large picture')}
      {picture('smPicture', 'Small picture')}
      <ReviewUserField
        author={author}
        onChange={(next) => {
          setAuthor(next);
          setValue('userId', next?.id ?? null, { shouldDirty: true });
        }}
      />
    </AreaFormDialog>
  );
}
