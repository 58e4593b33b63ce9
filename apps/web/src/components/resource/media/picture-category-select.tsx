import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PICTURE_CATEGORIES, type TPictureCategory } from './picture-category';

export type TPictureCategorySelectProps = {
  value: TPictureCategory;
  onChange: (category: TPictureCategory) => void;
  disabled?: boolean;
};

/**
 * The category of a city picture: Portrait, Landscape, Animated, Website or Marketing.
 * @example
 * <PictureCategorySelect value={categoryOf(picture, false)} onChange={(category) => move(picture.id, category)} />
 */
export function PictureCategorySelect({ value, onChange, disabled }: TPictureCategorySelectProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label="Category"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TPictureCategory)}
    >
      {PICTURE_CATEGORIES.map((category) => (
        <MenuItem key={category} value={category}>
          {category}
        </MenuItem>
      ))}
    </TextField>
  );
}
