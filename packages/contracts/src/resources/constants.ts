import { DISCOUNT_TYPES } from './coupon';
import { PLACE_STATUSES } from './place';

/** How a user knows a city (KnowsAbout.how), with the wizard's labels. */
export const KNOWS_ABOUT_HOW = [
  { value: 'currentResident', name: 'Current resident' },
  { value: 'pastResident', name: 'Past resident' },
  { value: 'frequentlyVisits', name: 'Frequently visits' },
] as const;
export const KNOWS_ABOUT_HOW_VALUES = ['currentResident', 'pastResident', 'frequentlyVisits'] as const;
export type TKnowsAboutHow = (typeof KNOWS_ABOUT_HOW_VALUES)[number];
/** Knows-about years run from this year to the current one. */
export const KNOWS_ABOUT_FIRST_YEAR = 2000;

/** user.foodPreference: 1 (plant-based only) … 5 (eats everything). The spec leaves values open. */
export const FOOD_PREFERENCES = [
  { value: 1, name: 'Vegan' },
  { value: 2, name: 'Vegetarian' },
  { value: 3, name: 'Pescatarian' },
  { value: 4, name: 'Flexitarian' },
  { value: 5, name: 'Eats everything' },
] as const;

/** user.drink: 1 (never) … 5 (connoisseur). */
export const DRINK_PREFERENCES = [
  { value: 1, name: "Doesn't drink" },
  { value: 2, name: 'Rarely' },
  { value: 3, name: 'Socially' },
  { value: 4, name: 'Regularly' },
  { value: 5, name: 'Connoisseur' },
] as const;
export const PREFERENCE_SCALE = { min: 1, max: 5 } as const;

/** Guide rating of a place (0 = not rated). */
export const GUIDE_RATING_LABELS = [
  { value: 1, name: 'Neighborhood gem' },
  { value: 2, name: 'Detour worthy' },
  { value: 3, name: 'Travel worthy' },
] as const;

const DISCOUNT_LABELS = { percent: 'Percent', flat: 'Flat' } as const;

/** GET appmodels/constants: option lists keyed by model then field, each option {name, value}. */
export const APP_CONSTANTS = {
  Coupon: { discountType: DISCOUNT_TYPES.map((value) => ({ name: DISCOUNT_LABELS[value], value })) },
  Establishment: { status: PLACE_STATUSES, guideRating: GUIDE_RATING_LABELS },
  KnowsAbout: { how: KNOWS_ABOUT_HOW },
  user: { foodPreference: FOOD_PREFERENCES, drink: DRINK_PREFERENCES },
} as const;
