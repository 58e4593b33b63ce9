import 'react-image-crop/dist/ReactCrop.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { type PercentCrop, ReactCrop, centerCrop, makeAspectCrop } from 'react-image-crop';
import { errorMessage } from '../../lib/api-client';
import { cropToJpeg } from './crop-image';

export type TCropFileDialogProps = {
  /** The chosen file; null keeps the dialog closed. */
  file: File | null;
  /** Width over height the crop keeps (review pictures: 3 / 2). */
  aspect: number;
  title: string;
  onClose: () => void;
  /** Uploads the cropped JPEG; the dialog closes when it resolves and stays open (to retry) when it rejects. */
  onDone: (jpeg: Blob, filename: string) => Promise<unknown>;
};

/** The largest crop of the ratio, centred: what most pictures want, moved or shrunk by hand when not. */
function widestCrop(image: HTMLImageElement, aspect: number): PercentCrop {
  const { naturalWidth: w, naturalHeight: h } = image;
  return centerCrop(makeAspectCrop({ unit: '%', width: 100 }, aspect, w, h), w, h);
}

/** 'harbour.png' → 'harbour.jpg': the crop is stored as JPEG. */
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '').slice(0, 100) || 'image'}.jpg`;

/**
 * Crops a chosen picture file to a fixed ratio before it is uploaded (part 2 §9: review images 3:2): the widest centred
 * crop first, then Done uploads it as JPEG.
 * @example
 * <CropFileDialog file={file} aspect={3 / 2} title="Large picture" onClose={() => setFile(null)} onDone={upload} />
 */
export function CropFileDialog({ file, aspect, title, onClose, onDone }: TCropFileDialogProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const titleId = useId();

  // The object URL lives as long as the file is shown.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop(null);
    setError(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const loaded = (event: SyntheticEvent<HTMLImageElement>) => setCrop(widestCrop(event.currentTarget, aspect));

  const done = async () => {
    if (!file || !image.current || !crop) return;
    setBusy(true);
    setError(null);
    try {
      await onDone(await cropToJpeg(image.current, crop), jpegName(file.name));
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, 'The picture could not be uploaded'));
    } finally {
      setBusy(false);
    }
  };

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
