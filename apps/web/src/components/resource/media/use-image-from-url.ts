import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PercentCrop } from 'react-image-crop';
import { errorMessage } from '../../../lib/api-client';
import { cropToJpeg, FIRST_CROP, jpegNameFromUrl } from './crop-image';
import { fetchRemoteImage } from './fetch-remote-image';

type TStatus = 'idle' | 'loading' | 'loaded' | 'uploading';

export type TImageFromUrlOptions = {
  onClose: () => void;
  /** Uploads and adds the cropped JPEG; `done` closes when it resolves and stays (to retry) when it rejects. */
  onDone: (jpeg: Blob, filename: string) => Promise<unknown>;
};

/**
 * The logic of loading an image from a URL and cropping it (part 1 §2, §5, §9): `load` fetches the address (a new one
 * drops the last image; a load in flight is abandoned), the first crop is 50%×50% at 25%, `done` uploads the crop as
 * JPEG. Done is disabled while the address is empty, while loading and while uploading; nothing closes mid-upload.
 * @example
 * const url = useImageFromUrl({ onClose, onDone: (jpeg, name) => uploadAndAdd(jpeg, name) });
 * <TextField value={url.address} onChange={(e) => url.setAddress(e.target.value)} />
 */
export function useImageFromUrl({ onClose, onDone }: TImageFromUrlOptions) {
  const [address, setTyped] = useState('');
  const [status, setStatus] = useState<TStatus>('idle');
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop>(FIRST_CROP);
  const [error, setError] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const loading = useRef<AbortController | null>(null);

  // The object URL lives as long as it is shown.
  useEffect(() => () => void (imageSrc && URL.revokeObjectURL(imageSrc)), [imageSrc]);

  const reset = () => {
    loading.current?.abort();
    setTyped('');
    setStatus('idle');
    setImageSrc(null);
    setCrop(FIRST_CROP);
    setError(null);
  };

  const close = () => {
    if (status === 'uploading') return;
    reset();
    onClose();
  };

  /** Another address: the image of the last one goes. */
  const setAddress = (value: string) => {
    setTyped(value);
    setImageSrc(null);
    if (status === 'loaded') setStatus('idle');
  };

  const load = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = address.trim();
    if (!trimmed) return;
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    setStatus('loading');
    setError(null);
    setImageSrc(null);
    try {
      const blob = await fetchRemoteImage(trimmed, controller.signal);
      setCrop(FIRST_CROP);
      setImageSrc(URL.createObjectURL(blob));
      setStatus('loaded');
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(errorMessage(cause, 'The image could not be loaded'));
      setStatus('idle');
    }
  };

  const done = async () => {
    if (!image.current || status !== 'loaded' || crop.width <= 0 || crop.height <= 0) return;
    setStatus('uploading');
    setError(null);
    try {
      const jpeg = await cropToJpeg(image.current, crop);
      await onDone(jpeg, jpegNameFromUrl(address.trim()));
      reset();
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, 'The picture could not be uploaded'));
      setStatus('loaded');
    }
  };

  const isDoneDisabled =
    !address.trim() ||
    status === 'loading' ||
    status === 'uploading' ||
    !imageSrc ||
    crop.width <= 0 ||
    crop.height <= 0;

  return { address, setAddress, status, imageSrc, crop, setCrop, error, image, load, done, close, isDoneDisabled };
}
