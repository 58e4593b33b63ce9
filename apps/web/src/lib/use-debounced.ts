import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has stopped changing for `delay` ms.
 * @example
 * const settled = useDebounced(text, 500);
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
