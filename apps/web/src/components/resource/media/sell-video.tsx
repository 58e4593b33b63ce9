import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { type TSellVideo, useSellVideo } from './use-sell-video';

export type TSellVideoProps = {
  model: string;
  id: number;
  video: TSellVideo | undefined;
  onChanged: (video: TSellVideo) => void;
};

const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime';

/**
 * An item's single sell-page video: uploaded through the multipart `assets/upload`, then saved with `PATCH {model}/{id} {sellVideo: {url}}`.
 * @example
 * <SellVideo model="destinations" id={12} video={city.sellVideo} onChanged={(sellVideo) => apply({ sellVideo })} />
 */
export function SellVideo({ model, id, video, onChanged }: TSellVideoProps) {
  const { progress, upload, save } = useSellVideo({ model, id, onChanged });
  const [asking, setAsking] = useState(false);

  return (
    <Box component="section" aria-labelledby="sell-video-heading" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="sell-video-heading" component="h2" variant="h6" sx={{ mr: 'auto' }}>
          Sell video
        </Typography>
        <UploadButton
          label="Upload video"
          accept={VIDEO_ACCEPT}
          onFile={(file) => void upload(file)}
          disabled={progress !== null}
        />
        {video?.url && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
            Remove video
          </Button>
        )}
      </Stack>
      <UploadProgress progress={progress} name="Sell video" />
      {video?.url ? (
        <Box
          component="video"
          src={video.url}
          controls
          preload="metadata"
          aria-label="Sell video"
          sx={{ maxWidth: '100%', maxHeight: 360 }}
        />
      ) : (
        <Typography color="text.secondary">No video yet.</Typography>
      )}
      <ConfirmDialog
        open={asking}
        message="Are you sure you want to remove this video?"
        onYes={() => save.mutate(null, { onSettled: () => setAsking(false) })}
        onNo={() => setAsking(false)}
        busy={save.isPending}
      />
    </Box>
  );
}
