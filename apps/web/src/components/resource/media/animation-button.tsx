import AnimationIcon from '@mui/icons-material/Animation';
import Button from '@mui/material/Button';
import type { TPicture } from '@mise/contracts/common/picture';
import { useState } from 'react';
import { AnimationDialog } from './animation-dialog';
import type { TPicturesKit } from './use-pictures';

/**
 * 'Animation settings' for one picture, opening the animation configuration dialog and saving through the list's kit.
 * @example
 * {picture.isAnimated && <AnimationButton picture={picture} kit={kit} />}
 */
export function AnimationButton({ picture, kit }: { picture: TPicture; kit: TPicturesKit }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AnimationIcon />} onClick={() => setOpen(true)}>
        Animation settings
      </Button>
      <AnimationDialog
        open={open}
        animation={picture.animation}
        onClose={() => setOpen(false)}
        saving={kit.updatePicture.isPending}
        onSave={(animation) =>
          kit.updatePicture.mutate(
            { pictureId: picture.id, changes: { animation } },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </>
  );
}
