import DeleteIcon from '@mui/icons-material/Delete';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPicture } from '@mise/contracts/common/picture';
import type { ReactNode } from 'react';
import { GRID_WIDTH, isVideo, pictureSrc } from './picture-src';

export type TPictureCardProps = {
  picture: TPicture;
  /** 1-based position, used in labels ('Picture 2'). */
  position: number;
  handle: ReactNode;
  onOpen: () => void;
  onDelete: () => void;
  /** Caption field, category or Desktop/Mobile select, animation button. */
  children?: ReactNode;
};

function Preview({ picture, position }: { picture: TPicture; position: number }) {
  if (isVideo(picture)) {
    return (
      <Stack
        sx={{
          width: '100%',
          height: '100%',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.900',
          color: 'common.white',
        }}
      >
        <PlayCircleOutlinedIcon fontSize="large" />
        <Typography variant="caption">Video</Typography>
      </Stack>
    );
  }
  if (picture.fileType === 'json') {
    return (
      <Stack
        sx={{ width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}
      >
        <Typography variant="caption">Animation file</Typography>
      </Stack>
    );
  }
  return (
    <Box
      component="img"
      src={pictureSrc(picture, GRID_WIDTH)}
      alt={picture.caption || `Picture ${position}`}
      loading="lazy"
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

/**
 * One picture of a grid: preview (opens the carousel), drag handle, delete, and whatever fields the list needs.
 * @example
 * <PictureCard picture={p} position={1} handle={handle} onOpen={() => setViewing(0)} onDelete={() => setDeleting(p.id)}>
 *   <CaptionField caption={p.caption} onSave={save} />
 * </PictureCard>
 */
export function PictureCard({ picture, position, handle, onOpen, onDelete, children }: TPictureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={`View picture ${position}`}
        sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3' }}
      >
        <Preview picture={picture} position={position} />
      </ButtonBase>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 0.5 }}>
        {handle}
        <IconButton size="small" aria-label={`Delete picture ${position}`} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children && (
        <CardContent sx={{ pt: 1, display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>{children}</CardContent>
      )}
    </Card>
  );
}
