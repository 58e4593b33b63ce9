import LinkIcon from '@mui/icons-material/Link';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type TAddPictureBody,
  type TPictureListSegment,
  type TStoredFile,
  VIDEO_PICTURE_SIZE,
} from '@mise/contracts/common/media';
import type { TPicture } from '@mise/contracts/common/picture';
import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { CaptionField } from './caption-field';
import { CarouselViewer } from './carousel-viewer';
import { DesktopSelect } from './desktop-select';
import { ImageUrlDialog } from './image-url-dialog';
import { MEDIA_MSG } from './media-messages';
import { PictureCard } from './picture-card';
import { SortablePictureGrid } from './sortable-picture-grid';
import { UploadButton } from './upload-button';
import { UploadProgress } from './upload-progress';
import { type TPicturesKit, usePictures } from './use-pictures';
import { pictureFromStored, useUpload } from './use-upload';
import { VideoLinkDialog } from './video-link-dialog';

export type TPicturesManagerProps = {
  /** API model path: 'destinations', 'eateries', 'quotes', … */
  model: string;
  id: number;
  segment?: Exclude<TPictureListSegment, 'lottieJson'>;
  pictures: TPicture[];
  /** Upload folder, e.g. 'destinations'. */
  folder: string;
  /** 'quote' adds a Desktop/Mobile select per picture; 'city' leaves per-picture controls to `renderExtra`. */
  variant?: 'default' | 'city' | 'quote';
  /** Heading of the section, e.g. 'Portrait pictures'. */
  title: string;
  /** Fields every new picture of this list starts with (e.g. `{ isPortrait: true }`). */
  newPictureFields?: Partial<TAddPictureBody>;
  /** Called with the server's new list after every change. */
  onChanged: (list: TPicture[]) => void;
  /** Extra controls in each card (the city's category select, an animation button). */
  renderExtra?: (picture: TPicture, kit: TPicturesKit) => ReactNode;
  /** Whether video links may be added to this list. */
  allowVideo?: boolean;
};

/**
 * A picture list with everything part 1 §2/§4 asks for: upload with progress ('Picture uploaded', new picture first), upload
 * from a URL with crop, video links, captions, delete with confirmation, drag reorder saved by 'Save new order', and a carousel.
 * @example
 * <PicturesManager title="Pictures" model="eateries" id={7} pictures={item._pictures} folder="eateries" onChanged={setPictures} />
 */
export function PicturesManager({
  model,
  id,
  segment = 'pictures',
  pictures,
  folder,
  variant = 'default',
  title,
  newPictureFields,
  onChanged,
  renderExtra,
  allowVideo = true,
}: TPicturesManagerProps) {
  const kit = usePictures({ model, id, segment, pictures, onChanged });
  const addStored = useCallback(
    (stored: TStoredFile) => kit.add.mutateAsync({ ...newPictureFields, ...pictureFromStored(stored) }),
    [kit.add, newPictureFields],
  );
  const { progress, upload, isUploading } = useUpload(folder, addStored);
  const [dialog, setDialog] = useState<'url' | 'video' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const headingId = `${model}-${id}-${segment}-heading`;

  const addVideo = (url: string) =>
    kit.add.mutate(
      { ...newPictureFields, url, fileType: 'video', ...VIDEO_PICTURE_SIZE },
      { onSuccess: () => setDialog(null) },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    kit.remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {title} ({kit.list.length})
        </Typography>
        {kit.isDirty && (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => kit.saveOrder.mutate()}
            loading={kit.saveOrder.isPending}
          >
            Save new order
          </Button>
        )}
        <UploadButton
          inputLabel={`Upload to ${title}`}
          onFile={(file) => void upload(file, file.name).catch(() => undefined)}
          disabled={isUploading}
        />
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setDialog('url')} disabled={isUploading}>
          From URL
        </Button>
        {allowVideo && (
          <Button variant="outlined" startIcon={<YouTubeIcon />} onClick={() => setDialog('video')}>
            Video link
          </Button>
        )}
      </Stack>
      <UploadProgress progress={progress} name={title} />
      {kit.list.length === 0 ? (
        <Typography color="text.secondary">No pictures yet.</Typography>
      ) : (
        <SortablePictureGrid
          label={title}
          pictures={kit.list}
          onMove={kit.move}
          renderItem={(picture, index, handle) => (
            <PictureCard
              picture={picture}
              position={index + 1}
              handle={handle}
              onOpen={() => setViewing(index)}
              onDelete={() => setDeleting(picture.id)}
            >
              <CaptionField
                key={picture.id}
                caption={picture.caption}
                onSave={(caption) => kit.setCaption.mutate({ pictureId: picture.id, caption })}
                saving={kit.setCaption.isPending}
              />
              {variant === 'quote' && (
                <DesktopSelect
                  desktop={picture.desktop}
                  onChange={(desktop) => kit.updatePicture.mutate({ pictureId: picture.id, changes: { desktop } })}
                  disabled={kit.updatePicture.isPending}
                />
              )}
              {renderExtra?.(picture, kit)}
            </PictureCard>
          )}
        />
      )}
      <ImageUrlDialog open={dialog === 'url'} onClose={() => setDialog(null)} onDone={upload} />
      <VideoLinkDialog
        open={dialog === 'video'}
        onClose={() => setDialog(null)}
        onDone={addVideo}
        busy={kit.add.isPending}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={MEDIA_MSG.deleteQuestion}
        onYes={confirmDelete}
        onNo={() => setDeleting(null)}
        busy={kit.remove.isPending}
      />
      <CarouselViewer pictures={kit.list} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
