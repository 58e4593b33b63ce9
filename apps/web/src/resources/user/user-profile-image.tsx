import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useCallback } from 'react';
import type { TStoredFile } from '@mise/contracts/common/media';
import { useToast } from '../../components/resource/feedback/toast';
import { UploadButton } from '../../components/resource/media/upload-button';
import { useUpload } from '../../components/resource/media/use-upload';
import { useItemPatch } from '../../components/resource/detail/use-item-patch';
import { type TUser, USERS_PATH } from './user-record';

/** The edit avatar's size (part 2 §9). */
const AVATAR_PX = 150;
/** Uploads of category user_profileImage are filed under the users folder of the media kit. */
const FOLDER = 'users';

/**
 * The profile image (part 2 §2, §7): shown at 150 px, replaced by an upload stored in `_profile_image {url}`, deleted
 * with `PATCH {_profile_image: null}`; toasts of §8 "Images".
 */
export function UserProfileImage({ user }: { user: TUser }) {
  const toast = useToast();
  const patch = useItemPatch({ path: USERS_PATH, id: user.id });
  const { mutateAsync } = patch;
  const store = useCallback(
    async (stored: TStoredFile) => {
      await mutateAsync({
        _profile_image: { url: stored.url, ...(stored.thumbnail ? { thumbnail: stored.thumbnail } : {}) },
      });
      toast.success('Picture uploaded');
    },
    [mutateAsync, toast],
  );
  const { upload, progress, isUploading } = useUpload(FOLDER, store);
  const url = user._profile_image?.url;
  const remove = () =>
    patch.mutate(
      { _profile_image: null },
      {
        onSuccess: () => toast.success('Image deleted successfully'),
        onError: () => toast.error('Image delete failed'),
      },
    );
  return (
    <Box
      role="group"
      aria-label="Profile image"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Avatar
        src={url}
        alt={url ? `Profile image of ${user.name ?? user.email}` : undefined}
        sx={{ width: AVATAR_PX, height: AVATAR_PX }}
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <UploadButton
          label="Upload image"
          inputLabel="Upload profile image"
          disabled={isUploading}
          onFile={(file) => void upload(file, file.name).catch(() => {})}
        />
        {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!url || patch.isPending}
          onClick={remove}
        >
          Delete image
        </Button>
      </Box>
    </Box>
  );
}
