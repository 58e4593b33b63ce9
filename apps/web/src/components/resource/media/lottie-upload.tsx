import AnimationIcon from '@mui/icons-material/Animation';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPicture } from '@mise/contracts/common/picture';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { AnimationDialog } from './animation-dialog';
import { MEDIA_MSG } from './media-messages';
import { JSON_ACCEPT, UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { usePictures } from './use-pictures';
import { pictureFromStored, useUpload } from './use-upload';

const LottiePreview = lazy(() => import('./lottie-preview'));

export type TLottieFilesProps = {
  model: string;
  id: number;
  files: TPicture[];
  folder: string;
  onChanged: (list: TPicture[]) => void;
};

function fileLabel(file: TPicture, position: number): string {
  return file.filePath?.split('/').pop() || `Animation ${position}`;
}

/**
 * The lottie (animation JSON) files of an entity: JSON upload, preview, animation settings and delete with confirmation.
 * @example
 * <LottieFiles model="destinations" id={12} files={city._lottieJson} folder="destinations" onChanged={setLottie} />
 */
export function LottieFiles({ model, id, files, folder, onChanged }: TLottieFilesProps) {
  const kit = usePictures({ model, id, segment: 'lottieJson', pictures: files, onChanged });
  const add = useCallback(
    (stored: Parameters<typeof pictureFromStored>[0]) => kit.add.mutateAsync(pictureFromStored(stored)),
    [kit.add],
  );
  const { progress, upload, isUploading } = useUpload(folder, add);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState<TPicture | null>(null);

  return (
    <Box component="section" aria-labelledby="lottie-heading" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="lottie-heading" component="h2" variant="h6" sx={{ mr: 'auto' }}>
          Animation files ({files.length})
        </Typography>
        <UploadButton
          label="Upload animation JSON"
          accept={JSON_ACCEPT}
          onFile={(file) => void upload(file, file.name).catch(() => undefined)}
          disabled={isUploading}
        />
      </Stack>
      <UploadProgress progress={progress} name="Animation files" />
      {files.length === 0 ? (
        <Typography color="text.secondary">No animation files yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Animation files"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', p: 0, m: 0 }}
        >
          {files.map((file, index) => (
            <Card
              component="li"
              key={file.id}
              variant="outlined"
              aria-label={fileLabel(file, index + 1)}
              sx={{ listStyle: 'none' }}
            >
              <CardContent>
                <Suspense fallback={null}>
                  <LottiePreview url={file.url} label={fileLabel(file, index + 1)} />
                </Suspense>
                <Typography variant="body2" noWrap title={file.url}>
                  {fileLabel(file, index + 1)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button size="small" startIcon={<AnimationIcon />} onClick={() => setConfiguring(file)}>
                  Animation settings
                </Button>
                <IconButton
                  size="small"
                  aria-label={`Delete ${fileLabel(file, index + 1)}`}
                  onClick={() => setDeleting(file.id)}
                  sx={{ ml: 'auto' }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <AnimationDialog
        open={configuring !== null}
        animation={configuring?.animation}
        onClose={() => setConfiguring(null)}
        saving={kit.updatePicture.isPending}
        onSave={(animation) => {
          if (!configuring) return;
          kit.updatePicture.mutate(
            { pictureId: configuring.id, changes: { animation } },
            { onSuccess: () => setConfiguring(null) },
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={MEDIA_MSG.deleteQuestion}
        onYes={() => deleting && kit.remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        onNo={() => setDeleting(null)}
        busy={kit.remove.isPending}
      />
    </Box>
  );
}
