import { createContext, useContext } from 'react';
import type { TArea } from './area-types';

/** The area whose screens are showing; set by the routes `defineArea` builds. */
export const AreaContext = createContext<TArea | null>(null);

/**
 * The current area's declaration, for the kit's screens and an area's special screens alike.
 * @example
 * const area = useArea();
 * navigate(area.basePath);
 */
export function useArea(): TArea {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() is used outside an area built by defineArea');
  return area;
}

/**
 * 'destination pack' → 'Destination pack'.
 * @example
 * capitalise('cities') // 'Cities'
 */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where an item of the area opens: its first tab.
 * @example
 * itemPath(area, 12) // '/dashboard/cities/12/details'
 */
export function itemPath(area: Pick<TArea, 'basePath' | 'tabs'>, id: number): string {
  return `${area.basePath}/${id}/${area.tabs[0].segment}`;
}
