import type { TModel } from '../crud/model';
import { part1Models } from './part1';
import { part2Models } from './part2';

/** Every content type the generic REST layer serves. */
export const allModels: TModel[] = [...part2Models, ...part1Models];
