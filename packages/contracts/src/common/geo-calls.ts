import { z } from 'zod';
import { ZGeoPlace, ZGeoPlaceSearchQuery, ZGeoPlacesAnswer } from '../resources/place';
import { defineCall } from './call';
import { ZGeoCity, ZGeoSearchQuery } from './geo';

export const ZPlaceParams = z.object({ placeId: z.string().trim().min(1).max(200) });

/** The city, place and landmark forms' place search (part 1 §2 "City form", part 2 §2). */
export const geoCalls = {
  cities: defineCall({
    method: 'GET',
    path: '/geo/cities',
    tag: 'geo',
    query: ZGeoSearchQuery,
    answer: z.array(ZGeoCity),
  }),
  city: defineCall({ method: 'GET', path: '/geo/cities/:placeId', tag: 'geo', params: ZPlaceParams, answer: ZGeoCity }),
  places: defineCall({
    method: 'GET',
    path: '/geo/places',
    tag: 'geo',
    query: ZGeoPlaceSearchQuery,
    answer: ZGeoPlacesAnswer,
    shaped: true,
  }),
  place: defineCall({
    method: 'GET',
    path: '/geo/places/:placeId',
    tag: 'geo',
    params: ZPlaceParams,
    answer: ZGeoPlace,
  }),
};
