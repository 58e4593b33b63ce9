import { LottieSvg } from 'lottie-react';

/** Plays a stored lottie file (its own chunk: the lottie engine is large and only the pictures tab needs it). */
export default function LottiePreview({ url, label }: { url: string; label: string }) {
  return <LottieSvg src={url} autoplay loop aria-label={label} role="img" style={{ height: 120 }} />;
}
