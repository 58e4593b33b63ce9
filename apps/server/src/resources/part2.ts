import type { TModel } from '../crud/model';
export const part2Models: TModel[] = [];
