import type { TSubjectType } from '@mise/contracts/resources/part2-fields';
import type { TUserListEntry } from '@mise/contracts/resources/user-calls';

/** Where a saved item's subject opens and what its subtitle calls it (part 2 §2 "Users"); `withCity` adds '| {city}'. */
const SUBJECTS: Record<TSubjectType, { href: (id: number) => string; kind: string; withCity: boolean }> = {
  Cuisine: { href: (id) => `/dashboard/cuisines/${id}/details`, kind: 'Cuisine', withCity: false },
  Establishment: { href: (id) => `/dashboard/places/${id}/details`, kind: 'Place', withCity: true },
  Destination: { href: (id) => `/dashboard/cities/${id}/details`, kind: 'City', withCity: false },
  FoodDrink: { href: (id) => `/dashboard/dishes/${id}/history`, kind: 'Dish', withCity: false },
  Landmark: { href: (id) => `/dashboard/landmarks/${id}/history`, kind: 'Landmark', withCity: true },
  List: { href: (id) => `/dashboard/explore/${id}/history`, kind: 'Explore', withCity: true },
  Eateries: { href: (id) => `/dashboard/eatineraries/${id}/history`, kind: 'Eatinerary', withCity: true },
};

/**
 * A saved item as the list shows it: title, subtitle ('Place | Lisboa'; without a known city just 'Place'), image and
 * link; a subject that no longer exists has no link.
 * @example
 * savedItemView({ id: 1, subjectType: 'Landmark', subjectId: 4, subject: { id: 4, name: 'Tower', destination: { id: 2, name: 'Lisboa' }, _pictures: [] } })
 * // { title: 'Tower', subtitle: 'Landmark | Lisboa', href: '/dashboard/landmarks/4/history', image: undefined }
 */
export function savedItemView(entry: TUserListEntry): {
  title: string;
  subtitle: string;
  href?: string;
  image?: string;
} {
  const subject = SUBJECTS[entry.subjectType];
  const city = entry.subject?.destination?.name;
  return {
    title: entry.subject?.name ?? `${subject.kind} ${entry.subjectId} (no longer exists)`,
    subtitle: subject.withCity && city ? `${subject.kind} | ${city}` : subject.kind,
    href: entry.subject ? subject.href(entry.subject.id) : undefined,
    image: entry.subject?._pictures[0]?.url,
  };
}
