import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TPicture } from '@mise/contracts/common/picture';
import { useId, useState } from 'react';
import { CropFileDialog } from './crop-file-dialog';
import { GRID_WIDTH, pictureSrc } from './picture-src';
import { UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { useSinglePictureUpload } from './use-single-picture-upload';

export type TSinglePictureFieldProps = {
  /** The field's label ('Large picture'); also names the upload input and the preview. */
  label: string;
  value: TPicture | null;
  onChange: (picture: TPicture | null) => void;
  /** Upload folder (the upload's category): 'reviews', 'settings', 'users'. */
  folder: string;
  /** Width over height the crop keeps; the preview shows the same ratio. */
  aspect: number;
  /** The ratio as staff read it under the label ('3:2'). */
  ratioLabel?: string;
};

/**
 * One picture held in a form field (an editorial review's large and small pictures): Upload picks a file, the crop
 * dialog keeps the ratio, the crop is stored in `folder` (`POST pictures/upload`, 'Picture uploaded') and the field holds
 * the new picture with a fresh id; Remove empties it. The form saves the picture with the rest of the item.
 * @example
 * <SinglePictureField label="Large picture" folder="reviews" aspect={3 / 2} ratioLabel="3:2" value={lg} onChange={setLg} />
 */
export function SinglePictureField({ label, value, onChange, folder, aspect, ratioLabel }: TSinglePictureFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useSinglePictureUpload({ folder, onChange });
  const labelId = useId();

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={labelId} variant="subtitle2">
        {label}
        {ratioLabel && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {ratioLabel}
          </Typography>
        )}
      </Typography>
      <Box
        sx={{
          width: 240,
          aspectRatio: String(aspect),
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {value ? (
          <Box
            component="img"
            src={pictureSrc(value, GRID_WIDTH)}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No picture
          </Typography>
        )}
      </Box>
      <UploadProgress progress={progress} name={label} sx={{ width: 240 }} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <UploadButton label="Upload" inputLabel={`Upload ${label}`} onFile={setFile} disabled={progress !== null} />
        {value && (
          <Button startIcon={<DeleteIcon />} onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </Box>
      <CropFileDialog file={file} aspect={aspect} title={label} onClose={() => setFile(null)} onDone={upload} />
    </Box>
  );
}
