import type { TConfig } from '../../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { TStorage } from './types';

export type { TByteSpan, TStorage, TStoredMeta, TStoredObject } from './types';

const byConfig = new WeakMap<TConfig, TStorage>();

/**
 * The storage driver the configuration selects, one per config object (the media routes and the image route share it).
 * @example
 * const storage = storageFor(config); // local folder unless STORAGE=s3
 */
export function storageFor(config: TConfig): TStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = config.storage === 's3' ? s3Storage(config.s3) : localStorage(config.dataDir);
    byConfig.set(config, storage);
  }
  return storage;
}
