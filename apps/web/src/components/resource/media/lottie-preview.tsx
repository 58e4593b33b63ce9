import lottie from 'lottie-web/build/player/lottie_light';
import { useEffect, useRef } from 'react';

/**
 * Plays a stored lottie file (its own chunk: the lottie engine is large and only the pictures tab needs it). The light
 * engine, used directly: lottie-web's svg and full builds run animation expressions through a direct `eval`, which a
 * console that plays uploaded files should not carry; an expression-driven property is drawn at its static value,
 * enough for a preview. A device asking for reduced motion gets the first frame, not a loop.
 */
export default function LottiePreview({ url, label }: { url: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const animation = lottie.loadAnimation({
      container: box.current,
      renderer: 'svg',
      path: url,
      loop: true,
      autoplay: !reducedMotion,
    });
    return () => animation.destroy();
  }, [url]);
  return <div ref={box} aria-label={label} role="img" style={{ height: 120 }} />;
}
