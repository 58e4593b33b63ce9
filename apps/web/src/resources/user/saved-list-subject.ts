import type { TSubjectType } from '@mise/contracts/resources/part2-fields';
import type { TUserListEntry } from '@mise/contracts/resources/user-calls';
import { typeOfModel } from '@mise/contracts/registry';

/**
 * Where a saved item's subject opens and what its subtitle calls it (part 2 §2 "Users"); `withCity` adds '| {city}'.
 * From the registry's `subject` traits.
 */
function subjectOf(subjectType: TSubjectType): { href: (id: number) => string; kind: string; withCity: boolean } {
  const type = typeOfModel(subjectType);
  if (!type?.subject || !type.menu) throw new Error(`${subjectType}: a subject type without an area in the registry`);
  const { subject, menu } = type;
  return {
    href: (id) => `/dashboard/${menu.slug}/${id}/${subject.tab}`,
    kind: subject.kind ?? type.label,
    withCity: subject.withCity,
  };
}

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
  const subject = subjectOf(entry.subjectType);
  const city = entry.subject?.destination?.name;
  return {
    title: entry.subject?.name ?? `${subject.kind} ${entry.subjectId} (no longer exists)`,
    subtitle: subject.withCity && city ? `${subject.kind} | ${city}` : subject.kind,
    href: entry.subject ? subject.href(entry.subject.id) : undefined,
    image: entry.subject?._pictures[0]?.url,
  };
}
