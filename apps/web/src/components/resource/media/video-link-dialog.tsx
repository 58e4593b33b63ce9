import { normaliseVideoLink, VIDEO_LINK_MSG } from '@mise/contracts/common/video-link';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDiscardGuard } from '../form/use-discard-guard';

export type TVideoLinkDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Receives the normalised embed URL (autoplay off). */
  onDone: (embedUrl: string) => void;
  busy?: boolean;
};

/**
 * Asks for a YouTube link (watch, short or embed form); Done stays disabled until it is one (part 1 §5).
 * @example
 * <VideoLinkDialog open={open} onClose={close} onDone={(url) => kit.add.mutate({ url, fileType: 'video', ...VIDEO_PICTURE_SIZE })} />
 */
export function VideoLinkDialog({ open, onClose, onDone, busy }: TVideoLinkDialogProps) {
  const [text, setText] = useState('');
  const embedUrl = normaliseVideoLink(text);
  const showError = text.trim() !== '' && !embedUrl;
  const close = () => {
    setText('');
    onClose();
  };
  // Esc or a click outside with a link typed asks first; Cancel is the deliberate way to drop it.
  const discard = useDiscardGuard(open && text.trim() !== '');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : () => discard.requestClose(close)}
      fullWidth
      maxWidth="sm"
      aria-labelledby="video-link-title"
    >
      <DialogTitle id="video-link-title">Add video link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Video link"
          placeholder="https://www.youtube.com/watch?v=…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={showError}
          helperText={showError ? VIDEO_LINK_MSG : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!embedUrl || busy}
          onClick={() => {
            if (!embedUrl) return;
            onDone(embedUrl);
            setText('');
          }}
        >
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
