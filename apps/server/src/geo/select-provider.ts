import type { TConfig } from '../config';
import { gazetteerProvider } from './gazetteer';
import { googleProvider } from './google';
import { nominatimProvider } from './nominatim';
import type { TGeoProvider } from './provider';

/**
 * The place search the configuration names (GEO_PROVIDER, GEO_URL, GEO_KEY); a missing URL or key stops the start with a clear message.
 * @example
 * const geo = geoProviderFor(loadConfig()); // the gazetteer unless GEO_PROVIDER says otherwise
 */
export function geoProviderFor(config: Pick<TConfig, 'geoProvider' | 'geoUrl' | 'geoKey'>): TGeoProvider {
  switch (config.geoProvider) {
    case 'nominatim':
      if (!config.geoUrl) throw new Error('GEO_PROVIDER=nominatim needs GEO_URL, the base URL of the Nominatim server');
      return nominatimProvider(config.geoUrl);
    case 'google':
      if (!config.geoKey) throw new Error('GEO_PROVIDER=google needs GEO_KEY, a Google Places API key');
      return googleProvider(config.geoKey, { baseUrl: config.geoUrl });
    default:
      return gazetteerProvider();
  }
}
