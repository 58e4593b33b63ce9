import type { TAddPictureBody, TStoredFile } from '@mise/contracts/common/media';
import { useCallback, useState } from 'react';
import { useToast } from '../feedback/toast';
import { errorMessage } from '../../../lib/api-client';
import { uploadPictureFile } from './upload';

/**
 * The picture fields of a stored file (the answer also carries contentType, size and filename, which a picture does not keep).
 * @example
 * await client.city.pictures.pictures?.add({ id, body: { ...pictureFromStored(stored), isPortrait: true } });
 */
export function pictureFromStored(stored: TStoredFile): TAddPictureBody {
  return {
    url: stored.url,
    thumbnail: stored.thumbnail,
    imagePath: stored.imagePath,
    filePath: stored.filePath,
    fileType: stored.fileType,
    width: stored.width,
    height: stored.height,
  };
}

/**
 * Uploads a file with progress, then hands the stored file to `add` (the entity's picture call).
 * `progress` is null when idle, 0–100 while sending. Failures show the server's message and rethrow.
 * @example
 * const { progress, upload } = useUpload('destinations', (stored) => kit.add.mutateAsync(pictureFromStored(stored)));
 * <UploadButton onFile={(file) => void upload(file, file.name).catch(() => {})} />
 */
export function useUpload(folder: string, add: (stored: TStoredFile) => Promise<unknown>) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: Blob, filename: string) => {
      setProgress(0);
      try {
        const stored = await uploadPictureFile(file, { filename, folder, onProgress: setProgress });
        await add(stored);
      } catch (error) {
        // The add call shows its own toast; an upload failure shows the server's message here.
        if (!(error instanceof Error && error.name === 'AbortError')) toast.error(errorMessage(error));
        throw error;
      } finally {
        setProgress(null);
      }
    },
    [add, folder, toast],
  );
  return { progress, upload, isUploading: progress !== null };
}
