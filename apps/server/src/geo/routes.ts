import type { FastifyInstance } from 'fastify';
import { GEO_UNAVAILABLE_MESSAGE } from '@mise/contracts/common/geo';
import { geoCalls } from '@mise/contracts/common/geo-calls';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';
import { serve } from '../crud/serve';
import { HttpError, notFound } from '../lib/http-error';
import { offlinePlaceSearch } from './offline-place-search';
import { GeoUnavailableError } from './provider';
import { geoProviderFor } from './select-provider';

/** The city form's place search (part 1 §2 "City form"), behind whichever provider is configured. */
export async function geoRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  const provider = geoProviderFor(opts.config);
  // The gazetteer builds its index on first use (2–10 s); build it once the server listens, not in the first editor's search.
  // onListen does not run for `inject`, so tests do not pay for it.
  if (opts.config.geoProvider === 'gazetteer') {
    app.addHook('onListen', async () => {
      setImmediate(
        () =>
          void provider
            .searchCities('a', 1)
            .catch((error: unknown) => app.log.warn({ error }, 'place search warm-up failed')),
      );
    });
  }

  /** An online provider's failure is not the client's: 502 with the message that tells staff to type the fields. */
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof GeoUnavailableError)) throw error;
      app.log.warn({ reason: error.reason }, 'place search unavailable');
      throw new HttpError(502, GEO_UNAVAILABLE_MESSAGE);
    }
  };

  serve(app, geoCalls.cities, async (req) => guarded(() => provider.searchCities(req.query.q, req.query.limit)));

  serve(app, geoCalls.city, async (req) => {
    const city = await guarded(() => provider.getCity(req.params.placeId));
    if (!city) throw notFound(`No city with placeId ${req.params.placeId}`);
    return city;
  });

  // The place and landmark forms' search (part 2 §2). The offline gazetteer knows no places: it answers the guide's own
  // places and its cities instead (offline-place-search.ts), and place details are not to be had.
  const { searchPlaces, getPlace } = provider;
  serve(app, geoCalls.places, async (req) => {
    const { q, limit } = req.query;
    if (!searchPlaces) return offlinePlaceSearch(app.db, provider, { q, limit, productName: opts.config.productName });
    return guarded(() => searchPlaces(q, limit));
  });

  serve(app, geoCalls.place, async (req) => {
    const { placeId } = req.params;
    if (!getPlace) throw notFound(`No place with placeId ${placeId}: place details need GEO_PROVIDER`);
    const place = await guarded(() => getPlace(placeId));
    if (!place) throw notFound(`No place with placeId ${placeId}`);
    return place;
  });
}
