import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { type PercentCrop, centerCrop, makeAspectCrop } from 'react-image-crop';
import { errorMessage } from '../../../lib/api-client';
import { cropToJpeg } from './crop-image';

export type TFileCropOptions = {
  /** The chosen file; null: nothing to crop. */
  file: File | null;
  /** Width over height the crop keeps (review pictures: 3 / 2). */
  aspect: number;
  onClose: () => void;
  /** Uploads the cropped JPEG; `done` closes when it resolves and stays (to retry) when it rejects. */
  onDone: (jpeg: Blob, filename: string) => Promise<unknown>;
};

/** The largest crop of the ratio, centred: what most pictures want, moved or shrunk by hand when not. */
function widestCrop(image: HTMLImageElement, aspect: number): PercentCrop {
  const { naturalWidth: w, naturalHeight: h } = image;
  return centerCrop(makeAspectCrop({ unit: '%', width: 100 }, aspect, w, h), w, h);
}

/** 'harbour.png' → 'harbour.jpg': the crop is stored as JPEG. */
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '').slice(0, 100) || 'image'}.jpg`;

/**
 * The logic of cropping a chosen picture file to a fixed ratio before it is uploaded (part 2 §9: review images 3:2):
 * the file shown from an object URL, the widest centred crop once it has loaded (`loaded`), then `done` uploads it as
 * JPEG, saying why when it fails.
 * @example
 * const cropping = useFileCrop({ file, aspect: 3 / 2, onClose, onDone: upload });
 * <img ref={cropping.image} src={cropping.src ?? undefined} onLoad={cropping.loaded} />
 */
export function useFileCrop({ file, aspect, onClose, onDone }: TFileCropOptions) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);

  // The object URL lives as long as the file is shown.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop(null);
    setError(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const loaded = (event: SyntheticEvent<HTMLImageElement>) => setCrop(widestCrop(event.currentTarget, aspect));

  const done = async () => {
    if (!file || !image.current || !crop) return;
    setBusy(true);
    setError(null);
    try {
      await onDone(await cropToJpeg(image.current, crop), jpegName(file.name));
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, 'The picture could not be uploaded'));
    } finally {
      setBusy(false);
    }
  };

  return { src, crop, setCrop, busy, error, image, loaded, done };
}
