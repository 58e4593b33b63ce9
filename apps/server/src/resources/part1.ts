import type { TModel } from '../crud/model';
export const part1Models: TModel[] = [];
