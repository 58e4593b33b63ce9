import 'react-image-crop/dist/ReactCrop.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ReactCrop } from 'react-image-crop';
import { useDiscardGuard } from '../form/use-discard-guard';
import { type TImageFromUrlOptions, useImageFromUrl } from './use-image-from-url';

export type TImageUrlDialogProps = TImageFromUrlOptions & { open: boolean };

/**
 * Load an image from a URL, crop it (first crop 50%×50% at 25%), Done uploads the crop as JPEG (part 1 §2, §5, §9).
 * Done is disabled while the URL is empty, while loading and while uploading.
 * @example
 * <ImageUrlDialog open={open} onClose={close} onDone={(jpeg, name) => uploadAndAdd(jpeg, name)} />
 */
export function ImageUrlDialog({ open, onClose, onDone }: TImageUrlDialogProps) {
  const url = useImageFromUrl({ onClose, onDone });
  const { address, status, imageSrc, crop, error, close } = url;
  // Esc or a click outside with an address typed asks first; Cancel is the deliberate way to drop it.
  const discard = useDiscardGuard(open && address.trim() !== '');

  return (
    <Dialog
      open={open}
      onClose={() => discard.requestClose(close)}
      fullWidth
      maxWidth="md"
      aria-labelledby="image-url-title"
    >
      <DialogTitle id="image-url-title">Upload from URL</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={url.load}
          sx={{ pt: 1, alignItems: 'flex-start' }}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Image URL"
            type="url"
            value={address}
            onChange={(event) => url.setAddress(event.target.value)}
            disabled={status === 'uploading'}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!address.trim() || status === 'loading' || status === 'uploading'}
          >
            Load
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading image" />
          </Box>
        )}
        {imageSrc && (
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
            <ReactCrop
              crop={crop}
              onChange={(_pixels, percent) => url.setCrop(percent)}
              keepSelection
              disabled={status === 'uploading'}
            >
              <img
                ref={url.image}
                src={imageSrc}
                alt="Image to crop"
                style={{ maxWidth: '100%', maxHeight: '60vh', display: 'block' }}
              />
            </ReactCrop>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={status === 'uploading'}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void url.done()}
          disabled={url.isDoneDisabled}
          loading={status === 'uploading'}
        >
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
