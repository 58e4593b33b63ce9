import type { TPicture } from '@mise/contracts/common/picture';
import { useState } from 'react';
import { useToast } from '../feedback/toast';
import { MEDIA_MSG } from './media-messages';
import { uploadPictureFile } from './upload';
import { pictureFromStored } from './use-upload';

/**
 * The upload of a form's single picture: the crop is stored in `folder` (`POST pictures/upload`, 'Picture uploaded')
 * with its progress, and `onChange` receives the new picture with a fresh id. A failure rejects (the crop dialog says it).
 * @example
 * const { progress, upload } = useSinglePictureUpload({ folder: 'reviews', onChange: setLg });
 * <CropFileDialog … onDone={upload} />
 */
export function useSinglePictureUpload({
  folder,
  onChange,
}: {
  folder: string;
  onChange: (picture: TPicture) => void;
}) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (jpeg: Blob, filename: string) => {
    setProgress(0);
    try {
      const stored = await uploadPictureFile(jpeg, { filename, folder, onProgress: setProgress });
      onChange({ id: crypto.randomUUID(), ...pictureFromStored(stored) });
      toast.success(MEDIA_MSG.uploaded);
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
