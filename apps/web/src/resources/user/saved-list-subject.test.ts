import { describe, expect, it } from 'vitest';
import { savedItemView } from './saved-list-subject';

const subject = (name: string, city?: string) => ({
  id: 7,
  name,
  destination: city ? { id: 2, name: city } : null,
  _pictures: [{ url: 'https://img/x.jpg' }],
});

describe('saved item view', () => {
  it('should link each subject type and word its subtitle as the spec does', () => {
    const view = (subjectType: Parameters<typeof savedItemView>[0]['subjectType'], city?: string) =>
      savedItemView({ id: 1, subjectType, subjectId: 7, subject: subject('X', city) });
    expect(view('Cuisine')).toMatchObject({
      subtitle: 'Cuisine',
      href: '/dashboard/cuisines/7/details',
      image: 'https://img/x.jpg',
    });
    expect(view('Establishment', 'Lisboa')).toMatchObject({
      subtitle: 'Place | Lisboa',
      href: '/dashboard/places/7/details',
    });
    expect(view('Destination')).toMatchObject({ subtitle: 'City', href: '/dashboard/cities/7/details' });
    expect(view('FoodDrink')).toMatchObject({ subtitle: 'Dish', href: '/dashboard/dishes/7/history' });
    expect(view('Landmark', 'Porto')).toMatchObject({
      subtitle: 'Landmark | Porto',
      href: '/dashboard/landmarks/7/history',
    });
    expect(view('List', 'Porto')).toMatchObject({ subtitle: 'Explore | Porto', href: '/dashboard/explore/7/history' });
    expect(view('Eateries', 'Rome')).toMatchObject({
      subtitle: 'Eatinerary | Rome',
      href: '/dashboard/eatineraries/7/history',
    });
  });

  it('should show a subject that no longer exists without a link', () => {
    expect(savedItemView({ id: 1, subjectType: 'Landmark', subjectId: 9, subject: null })).toEqual({
      title: 'Landmark 9 (no longer exists)',
      subtitle: 'Landmark',
      href: undefined,
      image: undefined,
    });
  });
});
