import { PICTURE_ORIENTATIONS } from '@mise/contracts/common/picture';
import { APP_CONSTANTS } from '@mise/contracts/resources/constants';
import type { TConfig } from '../config';

/** What `appmodels/constants` answers: option lists the console shows, and the guide's name. */
export function appConstants(config: TConfig) {
  return {
    ...APP_CONSTANTS,
    productName: config.productName,
    siteUrl: config.siteUrl,
    mapTilesUrl: config.mapTilesUrl,
    mapTilesAttribution: config.mapTilesAttribution,
    pictureOrientations: PICTURE_ORIENTATIONS,
    exportAsJobRows: config.exportAsJobRows,
  };
}
