import { describe, expect, it } from 'vitest';
import { fixPlace, runRecordHref } from './work-run';

const placeTabs = {
  tabs: [
    { segment: 'details', label: 'Details', component: () => null },
    { segment: 'cuisines', label: 'Cuisines', relation: { name: 'cuisines' } },
    { segment: 'images', label: 'Images', pictures: { title: 'Pictures' } },
    { segment: 'tags', label: 'Tags', component: () => null },
  ],
} as unknown as Parameters<typeof fixPlace>[0];

describe('where a work-through opens a record', () => {
  it("opens the tab that fixes the rule's gap, or the form for a field of the record's own", () => {
    expect(fixPlace(placeTabs, { type: 'place', rule: 'withoutPhotos' })).toEqual({ segment: 'images', edit: false });
    expect(fixPlace(placeTabs, { type: 'place', rule: 'withoutCuisine' })).toEqual({
      segment: 'cuisines',
      edit: false,
    });
    expect(fixPlace(placeTabs, { type: 'place', rule: 'withoutTags' })).toEqual({ segment: 'tags', edit: false });
    expect(fixPlace(placeTabs, { type: 'place', rule: 'withoutHours' })).toEqual({ segment: 'details', edit: true });
    expect(fixPlace(placeTabs, { type: 'place', rule: 'publishedIncomplete' })).toEqual({
      segment: 'details',
      edit: false,
    });
    expect(fixPlace(placeTabs, { type: 'place' })).toEqual({ segment: 'details', edit: false });
    const cityTabs = {
      tabs: [
        { segment: 'details', label: 'Details', component: () => null },
        { segment: 'places', label: 'Places', relation: { name: 'establishments' } },
        { segment: 'pictures', label: 'Pictures', component: () => null },
      ],
    } as unknown as Parameters<typeof fixPlace>[0];
    expect(fixPlace(cityTabs, { type: 'city', rule: 'withoutPicture' })).toEqual({ segment: 'pictures', edit: false });
    expect(fixPlace(cityTabs, { type: 'city', rule: 'withoutPlaces' })).toEqual({ segment: 'places', edit: false });
    expect(fixPlace(cityTabs, { type: 'city', rule: 'withoutDescription' })).toEqual({
      segment: 'details',
      edit: true,
    });
  });

  it('keeps the work-through in the address, with the form asked for when the gap is fixed there', () => {
    expect(runRecordHref('/dashboard/places', { id: 'k3', fix: { segment: 'details', edit: true } }, 7)).toBe(
      '/dashboard/places/7/details?work=k3&edit=1',
    );
    expect(runRecordHref('/dashboard/places', { id: 'k3', fix: { segment: 'images', edit: false } }, 7)).toBe(
      '/dashboard/places/7/images?work=k3',
    );
  });
});
