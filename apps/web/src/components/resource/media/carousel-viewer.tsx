import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TPicture } from '@mise/contracts/common/picture';
import type { KeyboardEvent } from 'react';
import { CAROUSEL_WIDTH, isVideo, pictureSrc } from './picture-src';

// Names the dialog for assistive technology without showing a title over the picture.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
} as const;

export type TCarouselViewerProps = {
  pictures: TPicture[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * Full-size preview of a list, one picture (or video) at a time, with previous/next (also the arrow keys).
 * @example
 * <CarouselViewer pictures={kit.list} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
 */
export function CarouselViewer({ pictures, index, onIndexChange, onClose }: TCarouselViewerProps) {
  const picture = index === null ? undefined : pictures[index];
  const count = pictures.length;
  const go = (step: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + step + count) % count);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  return (
    <Dialog
      open={Boolean(picture)}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      onKeyDown={keys}
      aria-labelledby="carousel-viewer-title"
    >
      <Box component="h2" id="carousel-viewer-title" sx={VISUALLY_HIDDEN}>
        Picture viewer
      </Box>
      {picture && index !== null && (
        <Box sx={{ position: 'relative', bgcolor: 'common.black', color: 'common.white', minHeight: 320 }}>
          <IconButton
            aria-label="close"
            onClick={onClose}
            sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit', zIndex: 1 }}
          >
            <CloseIcon />
          </IconButton>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 320, px: 7, py: 6 }}>
            {isVideo(picture) ? (
              <Box
                component="iframe"
                src={picture.url}
                title={picture.caption || `Video ${index + 1}`}
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                sx={{ border: 0, width: '100%', aspectRatio: '16 / 9' }}
              />
            ) : (
              <Box
                component="img"
                src={pictureSrc(picture, CAROUSEL_WIDTH)}
                alt={picture.caption || `Picture ${index + 1}`}
                sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
              />
            )}
          </Box>
          {count > 1 && (
            <>
              <IconButton
                aria-label="Previous picture"
                onClick={() => go(-1)}
                sx={{ position: 'absolute', left: 8, top: '50%', color: 'inherit' }}
              >
                <ChevronLeftIcon fontSize="large" />
              </IconButton>
              <IconButton
                aria-label="Next picture"
                onClick={() => go(1)}
                sx={{ position: 'absolute', right: 8, top: '50%', color: 'inherit' }}
              >
                <ChevronRightIcon fontSize="large" />
              </IconButton>
            </>
          )}
          <Typography variant="body2" sx={{ position: 'absolute', bottom: 12, left: 0, right: 0, textAlign: 'center' }}>
            {picture.caption ? `${picture.caption} · ` : ''}
            {index + 1} / {count}
          </Typography>
        </Box>
      )}
    </Dialog>
  );
}
