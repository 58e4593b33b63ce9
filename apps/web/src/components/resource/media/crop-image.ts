import type { PercentCrop } from 'react-image-crop';

/** Part 1 §9: the first crop is 50% by 50% at a 25% offset. */
export const FIRST_CROP: PercentCrop = { unit: '%', x: 25, y: 25, width: 50, height: 50 };

/** JPEG quality of the crop output (part 1 §9: crop output is JPEG). */
const JPEG_QUALITY = 0.9;

/**
 * Cuts the crop out of the image at its natural resolution and encodes it as JPEG.
 * @example
 * const blob = await cropToJpeg(imageElement, { unit: '%', x: 25, y: 25, width: 50, height: 50 });
 */
export function cropToJpeg(image: HTMLImageElement, crop: PercentCrop): Promise<Blob> {
  const sx = Math.round((crop.x / 100) * image.naturalWidth);
  const sy = Math.round((crop.y / 100) * image.naturalHeight);
  const width = Math.max(1, Math.round((crop.width / 100) * image.naturalWidth));
  const height = Math.max(1, Math.round((crop.height / 100) * image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot crop images'));
  // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, sx, sy, width, height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/**
 * A JPEG file name from the address the image came from.
 * @example
 * jpegNameFromUrl('https://example.com/a/harbour.png?x=1'); // 'harbour.jpg'
 */
export function jpegNameFromUrl(address: string): string {
  try {
    const last = new URL(address).pathname.split('/').filter(Boolean).pop() ?? '';
    const stem = decodeURIComponent(last)
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 100);
    return `${stem || 'image'}.jpg`;
  } catch {
    return 'image.jpg';
  }
}
