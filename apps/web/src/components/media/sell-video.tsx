import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../resource/feedback/toast';
import { errorMessage } from '../../lib/api-client';
import { resourceClientFor } from '../../lib/client';
import { ConfirmDialog } from '../resource/feedback/confirm-dialog';
import { uploadAsset } from './upload';
import { UploadButton } from './upload-button';

type TSellVideo = { url: string } | null;

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
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);

  const save = useMutation({
    mutationFn: async (next: TSellVideo) => {
      const row = await resourceClientFor(model).patch({ id, body: { sellVideo: next } });
      // The row answers its sellVideo as stored.
      return (row.sellVideo as TSellVideo | undefined) ?? next;
    },
    onSuccess: (next) => onChanged(next),
    onError: (error) => toast.error(errorMessage(error)),
  });

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const stored = await uploadAsset(file, setProgress);
      await save.mutateAsync({ url: stored.url });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

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
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Upload progress, Sell video"
          sx={{ mb: 2 }}
        />
      )}
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
