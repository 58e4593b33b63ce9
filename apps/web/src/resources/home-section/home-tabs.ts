import {
  HOME_SECTION_NAMES,
  HOME_SECTION_ROUTES,
  HOME_SECTION_SLUGS,
  type THomeSectionSlug,
} from '@mise/contracts/resources/home-section';
import type { TSubjectType } from '@mise/contracts/resources/part2-fields';

/** What a tab's picker offers (part 2 §5): the model it searches, and the limits the server enforces too. */
export type THomeTab = {
  slug: THomeSectionSlug;
  route: string;
  label: string;
  subjectType: TSubjectType;
  /** API path of the candidates; undefined for hero videos, which are uploaded. */
  modelPath?: string;
  /** The picker asks for a city first and offers only its iconic dishes. */
  iconicDishes?: boolean;
  /** Only published places with rating 3. */
  travelWorthy?: boolean;
  /** Words under the Add button saying what the picker is limited to. */
  hint?: string;
};

const LABELS: Record<THomeSectionSlug, string> = { ...HOME_SECTION_NAMES, hero_videos: 'Videos' };

const PICKERS: Record<THomeSectionSlug, Omit<THomeTab, 'slug' | 'route' | 'label'>> = {
  hero_videos: { subjectType: 'Destination' },
  whats_new: { subjectType: 'Establishment', modelPath: 'establishments' },
  editors_pick: { subjectType: 'Establishment', modelPath: 'establishments' },
  eatinerary: { subjectType: 'Eateries', modelPath: 'eateries' },
  dish: {
    subjectType: 'FoodDrink',
    modelPath: 'foodDrinks',
    iconicDishes: true,
    hint: "Only the chosen city's iconic dishes",
  },
  travel_worthy: {
    subjectType: 'Establishment',
    modelPath: 'establishments',
    travelWorthy: true,
    hint: 'Only published places with rating 3',
  },
  destinations: { subjectType: 'Destination', modelPath: 'destinations' },
  explore_city: { subjectType: 'List', modelPath: 'lists' },
};

/** The eight tabs in the spec's order (part 2 §2, §9). */
export const HOME_TABS: THomeTab[] = HOME_SECTION_SLUGS.map((slug) => ({
  slug,
  route: HOME_SECTION_ROUTES[slug],
  label: LABELS[slug],
  ...PICKERS[slug],
}));

export const homeTabByRoute = (route: string | undefined) => HOME_TABS.find((t) => t.route === route);
