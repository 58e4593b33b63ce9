import 'react-image-crop/dist/ReactCrop.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ReactCrop } from 'react-image-crop';
import { type TFileCropOptions, useFileCrop } from './use-file-crop';

/** `file` null keeps the dialog closed. */
export type TCropFileDialogProps = TFileCropOptions & { title: string };

/**
 * Crops a chosen picture file to a fixed ratio before it is uploaded (part 2 §9: review images 3:2): the widest centred
 * crop first, then Done uploads it as JPEG.
 * @example
 * <CropFileDialog file={file} aspect={3 / 2} title="Large picture" onClose={() => setFile(null)} onDone={upload} />
 */
export function CropFileDialog({ file, aspect, title, onClose, onDone }: TCropFileDialogProps) {
  const { src, crop, busy, error, image, loaded, done, setCrop } = useFileCrop({ file, aspect, onClose, onDone });
  const titleId = useId();

  return (
    <Dialog open={file !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Crop {title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {src && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <ReactCrop
              crop={crop ?? undefined}
              aspect={aspect}
              onChange={(_pixels, percent) => setCrop(percent)}
              keepSelection
              disabled={busy}
            >
              <img
                ref={image}
                src={src}
                alt="Picture to crop"
                onLoad={loaded}
                style={{ maxWidth: '100%', maxHeight: '60vh', display: 'block' }}
              />
            </ReactCrop>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void done()}
          disabled={!crop || crop.width <= 0 || crop.height <= 0}
          loading={busy}
        >
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
