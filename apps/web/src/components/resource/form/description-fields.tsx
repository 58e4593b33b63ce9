import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/** A form whose values hold the two descriptions every editorial item has. */
type TDescribed = FieldValues & { shortDescription?: string | null; description?: string | null };

/**
 * The Short description and Description boxes of an editorial item's form (dishes, cuisines, explore lists), each
 * several lines, ids `{idPrefix}-shortDescription` and `{idPrefix}-description`.
 * @example
 * <DescriptionFields control={control} idPrefix="cuisine-form" />
 */
export function DescriptionFields<TValues extends TDescribed, TTransformed>({
  control,
  idPrefix,
}: {
  control: Control<TValues, unknown, TTransformed>;
  idPrefix: string;
}) {
  return (
    <>
      {(
        [
          ['shortDescription', 'Short description'],
          ['description', 'Description'],
        ] as const
      ).map(([name, label]) => (
        <FormTextField
          key={name}
          control={control}
          name={name as Path<TValues>}
          id={`${idPrefix}-${name}`}
          label={label}
          fullWidth
          multiline
          minRows={3}
        />
      ))}
    </>
  );
}
