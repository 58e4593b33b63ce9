import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { resourceClientFor } from '../../../lib/client';
import { useToast } from '../feedback/toast';
import { uploadAsset } from './upload';

/** An item's sell-page video as stored (`sellVideo`), or none. */
export type TSellVideo = { url: string } | null;

/**
 * The logic of an item's single sell-page video: `upload` sends a file through the multipart `assets/upload` with its
 * progress, then `save` stores it with `PATCH {model}/{id} {sellVideo: {url}}` (`save.mutate(null)` removes it); each
 * failure toasts the server's message, each stored video goes to `onChanged`.
 * @example
 * const video = useSellVideo({ model: 'destinations', id: 12, onChanged: (sellVideo) => apply({ sellVideo }) });
 * <UploadButton onFile={(file) => void video.upload(file)} disabled={video.progress !== null} />
 */
export function useSellVideo({
  model,
  id,
  onChanged,
}: {
  model: string;
  id: number;
  onChanged: (video: TSellVideo) => void;
}) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);

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

  return { progress, upload, save };
}
