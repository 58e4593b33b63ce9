import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/**
 * What a controlled input of a react-hook-form form takes from `Controller`: the field's name, value and handlers, and the
 * schema's message under it (part 1 §5: messages next to the field).
 * @example
 * <Controller control={control} name="description" render={(state) => <MentionTextField label="Description" {...controlledFieldProps(state)} />} />
 */
export function controlledFieldProps<TValues extends FieldValues>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<TValues, Path<TValues>>;
  fieldState: ControllerFieldState;
}) {
  const { name, value, onChange, onBlur, ref } = field;
  return {
    name,
    value,
    onChange,
    onBlur,
    inputRef: ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };
}
