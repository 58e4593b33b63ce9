import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';

/** What a file input accepts: images everywhere, JSON in lottie mode (part 1 §5). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const JSON_ACCEPT = 'application/json,.json';

export type TUploadButtonProps = {
  onFile: (file: File) => void;
  /** Visible text. */
  label?: string;
  /** Names the file input for assistive technology when several upload buttons share a page (defaults to `label`). */
  inputLabel?: string;
  accept?: string;
  disabled?: boolean;
  /** Several files at once: `onFile` is called for each (hero videos). */
  multiple?: boolean;
};

/**
 * A button that opens the file chooser and hands back the one chosen file.
 * @example
 * <UploadButton inputLabel="Upload to Pictures" onFile={(file) => upload(file)} disabled={uploading} />
 */
export function UploadButton({
  onFile,
  label = 'Upload',
  inputLabel,
  accept = IMAGE_ACCEPT,
  disabled,
  multiple = false,
}: TUploadButtonProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    (multiple ? files : files.slice(0, 1)).forEach((file) => onFile(file));
  };
  return (
    <Button component="label" variant="contained" startIcon={<CloudUploadIcon />} disabled={disabled}>
      {label}
      <input
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        onChange={choose}
        aria-label={inputLabel ?? label}
      />
    </Button>
  );
}
