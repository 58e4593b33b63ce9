import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MentionTextField, type TMentionTextFieldProps } from '../../mentions/mention-text-field';
import { controlledFieldProps } from './controlled-field-props';

export type TFormMentionFieldProps<TValues extends FieldValues, TTransformed> = Pick<
  TMentionTextFieldProps,
  'id' | 'label' | 'minRows' | 'docTypes'
> & {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
};

/**
 * A mention-enabled text field of a react-hook-form form, with the schema's message under it (part 1 §5, §7).
 * @example
 * <FormMentionField control={control} name="description" id="eatinerary-form-description" label="Description" />
 */
export function FormMentionField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  ...rest
}: TFormMentionFieldProps<TValues, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(state) => <MentionTextField {...rest} {...controlledFieldProps(state)} />}
    />
  );
}
