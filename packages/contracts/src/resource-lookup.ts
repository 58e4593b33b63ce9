import type { TResourceLookup } from './common/answers';
import type { TContentTypeName } from './registry';
import type { TResourceDef } from './common/resource';
import { cityResource } from './resources/city';
import { couponResource } from './resources/coupon';
import { couponClaimResource } from './resources/coupon-claim';
import { cuisineResource } from './resources/cuisine';
import { destinationPackResource } from './resources/destination-pack';
import { destinationSubscriptionResource } from './resources/destination-subscription';
import { destinationTransactionResource } from './resources/destination-transaction';
import { dishResource } from './resources/dish';
import { eatineraryResource } from './resources/eatinerary';
import { exploreListResource } from './resources/explore-list';
import { homeSectionEntityResource, homeSectionResource } from './resources/home-section';
import { landmarkResource } from './resources/landmark';
import { placeResource } from './resources/place';
import { quoteResource } from './resources/quote';
import { reviewResource, userReviewResource } from './resources/review';
import { tagResource } from './resources/tag';
import { tagCategoryResource } from './resources/tag-category';
import { userResource } from './resources/user';
import { userListItemResource, userListResource } from './resources/user-list';

/** A registry name in camelCase, as the table of calls keys it ('explore-list' → 'exploreList'). */
type TCamel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<TCamel<T>>}` : S;
/** The registry's types that the generic calls serve (settings have only their own calls). */
type TGenericName = TCamel<Exclude<TContentTypeName, 'setting'>>;

/** Every resource the generic calls serve, by the staff's word for it: exactly the registry's generic types. */
export const RESOURCES = {
  city: cityResource,
  place: placeResource,
  dish: dishResource,
  cuisine: cuisineResource,
  landmark: landmarkResource,
  exploreList: exploreListResource,
  review: reviewResource,
  userReview: userReviewResource,
  tag: tagResource,
  tagCategory: tagCategoryResource,
  user: userResource,
  userList: userListResource,
  userListItem: userListItemResource,
  homeSection: homeSectionResource,
  homeSectionEntity: homeSectionEntityResource,
  destinationPack: destinationPackResource,
  eatinerary: eatineraryResource,
  quote: quoteResource,
  coupon: couponResource,
  couponClaim: couponClaimResource,
  destinationSubscription: destinationSubscriptionResource,
  destinationTransaction: destinationTransactionResource,
} as const satisfies Record<TGenericName, TResourceDef>;

const byModel = new Map<string, TResourceDef>(Object.values(RESOURCES).map((r) => [r.model, r as TResourceDef]));

/** A type whose records belong to a record of another: the child's resource and its to-one relation to the owner. */
export type TOwnedType = { resource: TResourceDef; relation: string };

/**
 * The types a record of `resource` owns: soft-deletable types with a to-one relation to it, when it is soft-deletable
 * too (a city's places, landmarks, explore lists and eatineraries). Deleting the owner may trash them with it (issue 32).
 * @example
 * ownedOf(cityResource).map((o) => o.resource.model) // ['Establishment', 'Landmark', 'List', 'Eateries']
 */
export function ownedOf(resource: TResourceDef): TOwnedType[] {
  if (!resource.traits.softDelete) return [];
  return Object.values(RESOURCES).flatMap((child: TResourceDef) =>
    child.traits.softDelete
      ? Object.entries(child.relations ?? {}).flatMap(([relation, decl]) =>
          'target' in decl && !decl.many && decl.target === resource.model ? [{ resource: child, relation }] : [],
        )
      : [],
  );
}

/** A resource by its wire model name; every relation target is one of RESOURCES. */
export const lookupResource: TResourceLookup = (model) => {
  const found = byModel.get(model);
  if (!found) throw new Error(`No resource has the model name "${model}"`);
  return found;
};
