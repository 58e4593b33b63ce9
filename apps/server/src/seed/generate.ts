/** The demo-content seeder; its parts live in ./generate/ (one file per content type). */
export {
  DEFAULT_SEED,
  MAX_CITIES,
  type TSeedCounts,
  type TSeedOptions,
  type TSeedSizes,
  describeCounts,
  seedDemo,
  seedSizes,
} from './generate/index';
