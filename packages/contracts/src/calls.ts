import type { TCall } from './common/call';
import type { TResourceDef } from './common/resource';
import { type TResourceCalls, resourceCalls } from './common/resource-calls';
import { changeCalls } from './common/change-calls';
import { trashCalls } from './common/trash-calls';
import { jobCalls } from './common/job-calls';
import { importCalls } from './common/import-calls';
import { exportCalls } from './common/export-calls';
import { scheduleCalls } from './common/schedule-calls';
import { completenessCalls } from './common/completeness';
import { viewCalls } from './common/view-calls';
import { workCalls } from './common/work-calls';
import { geoCalls } from './common/geo-calls';
import { healthCalls } from './common/health-calls';
import { mediaCalls } from './common/media-calls';
import { sessionCalls } from './common/session-calls';
import { RESOURCES, lookupResource } from './resource-lookup';
import {
  appCalls,
  cityCalls,
  couponCalls,
  destinationPackCalls,
  homeSectionCalls,
  landmarkCalls,
  placeCalls,
  searchCalls,
  settingCalls,
  subscriptionCalls,
  tagCalls,
  tagCategoryCalls,
  userCalls,
} from './special-calls';

type TGenericCalls = { [K in keyof typeof RESOURCES]: TResourceCalls<(typeof RESOURCES)[K]> };

/**
 * The generic calls of every resource, keyed by the staff's word (`genericCalls.city.item`). Areas' special calls are
 * declared beside their resource and join these in `calls`.
 */
export const genericCalls = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, resource]) => [name, resourceCalls(resource, lookupResource)]),
) as TGenericCalls;

/** Every call of a group, flattened (picture lists and creations through a relation included). */
export function callsOf(group: object): TCall[] {
  return Object.values(group).flatMap((value: unknown): TCall[] => {
    if (Array.isArray(value)) return value.flatMap((v) => callsOf({ v }));
    if (value && typeof value === 'object' && 'method' in value && 'path' in value) return [value as TCall];
    return value && typeof value === 'object' ? callsOf(value) : [];
  });
}

/**
 * The generic calls of one resource (the server registers them for each model it serves).
 * @example
 * genericCallsOf(cityResource).list.path // '/destinations'
 */
export function genericCallsOf(resource: TResourceDef): TResourceCalls {
  const entry = Object.entries(RESOURCES).find(([, r]) => r === resource);
  if (!entry) throw new Error(`${resource.model} is not among the resources whose calls are declared`);
  return genericCalls[entry[0] as keyof TGenericCalls];
}

/**
 * Every call of the API, declared once and keyed by the staff's word: a resource's generic calls with its special ones
 * beside them (`calls.city.details`), and the calls of no resource (`calls.app.summary`). The server registers its routes
 * from these and the console's client is made from this table.
 */
export const calls = {
  ...genericCalls,
  city: { ...genericCalls.city, ...cityCalls },
  place: { ...genericCalls.place, ...placeCalls },
  landmark: { ...genericCalls.landmark, ...landmarkCalls },
  user: { ...genericCalls.user, ...userCalls, ...searchCalls },
  tag: { ...genericCalls.tag, ...tagCalls },
  tagCategory: { ...genericCalls.tagCategory, ...tagCategoryCalls },
  homeSection: { ...genericCalls.homeSection, ...homeSectionCalls },
  destinationPack: { ...genericCalls.destinationPack, ...destinationPackCalls },
  coupon: { ...genericCalls.coupon, ...couponCalls },
  destinationSubscription: {
    ...genericCalls.destinationSubscription,
    subscriptionsAggs: subscriptionCalls.subscriptionsAggs,
  },
  destinationTransaction: { ...genericCalls.destinationTransaction, multiPurchase: subscriptionCalls.multiPurchase },
  setting: settingCalls,
  app: appCalls,
  session: sessionCalls,
  media: mediaCalls,
  geo: geoCalls,
  health: healthCalls,
  change: changeCalls,
  trash: trashCalls,
  job: jobCalls,
  import: importCalls,
  export: exportCalls,
  schedule: scheduleCalls,
  completeness: completenessCalls,
  view: viewCalls,
  work: workCalls,
};
