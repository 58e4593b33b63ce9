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
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type PercentCrop, ReactCrop } from 'react-image-crop';
import { errorMessage } from '../../lib/api-client';
import { useDiscardGuard } from '../resource/form/use-discard-guard';
import { cropToJpeg, FIRST_CROP, jpegNameFromUrl } from './crop-image';
import { fetchRemoteImage } from './fetch-remote-image';

export type TImageUrlDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Uploads and adds the cropped JPEG; the dialog closes when it resolves and stays open (to retry) when it rejects. */
  onDone: (jpeg: Blob, filename: string) => Promise<unknown>;
};

type TStatus = 'idle' | 'loading' | 'loaded' | 'uploading';

/**
 * Load an image from a URL, crop it (first crop 50%×50% at 25%), Done uploads the crop as JPEG (part 1 §2, §5, §9).
 * Done is disabled while the URL is empty, while loading and while uploading.
 * @example
 * <ImageUrlDialog open={open} onClose={close} onDone={(jpeg, name) => uploadAndAdd(jpeg, name)} />
 */
export function ImageUrlDialog({ open, onClose, onDone }: TImageUrlDialogProps) {
  const [address, setAddress] = useState('');
  const [status, setStatus] = useState<TStatus>('idle');
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop>(FIRST_CROP);
  const [error, setError] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const loading = useRef<AbortController | null>(null);

  // The object URL lives as long as it is shown.
  useEffect(() => () => void (imageSrc && URL.revokeObjectURL(imageSrc)), [imageSrc]);

  const reset = () => {
    loading.current?.abort();
    setAddress('');
    setStatus('idle');
    setImageSrc(null);
    setCrop(FIRST_CROP);
    setError(null);
  };

  const close = () => {
    if (status === 'uploading') return;
    reset();
    onClose();
  };
  // Esc or a click outside with an address typed asks first; Cancel is the deliberate way to drop it.
  const discard = useDiscardGuard(open && address.trim() !== '');

  const load = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = address.trim();
    if (!trimmed) return;
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    setStatus('loading');
    setError(null);
    setImageSrc(null);
    try {
      const blob = await fetchRemoteImage(trimmed, controller.signal);
      setCrop(FIRST_CROP);
      setImageSrc(URL.createObjectURL(blob));
      setStatus('loaded');
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(errorMessage(cause, 'The image could not be loaded'));
      setStatus('idle');
    }
  };

  const done = async () => {
    if (!image.current || status !== 'loaded' || crop.width <= 0 || crop.height <= 0) return;
    setStatus('uploading');
    setError(null);
    try {
      const jpeg = await cropToJpeg(image.current, crop);
      await onDone(jpeg, jpegNameFromUrl(address.trim()));
      reset();
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, 'The picture could not be uploaded'));
      setStatus('loaded');
    }
  };

  const isDoneDisabled =
    !address.trim() ||
    status === 'loading' ||
    status === 'uploading' ||
    !imageSrc ||
    crop.width <= 0 ||
    crop.height <= 0;

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
        <Stack component="form" direction="row" spacing={1} onSubmit={load} sx={{ pt: 1, alignItems: 'flex-start' }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Image URL"
            type="url"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setImageSrc(null);
              if (status === 'loaded') setStatus('idle');
            }}
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
              onChange={(_pixels, percent) => setCrop(percent)}
              keepSelection
              disabled={status === 'uploading'}
            >
              <img
                ref={image}
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
          onClick={() => void done()}
          disabled={isDoneDisabled}
          loading={status === 'uploading'}
        >
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
