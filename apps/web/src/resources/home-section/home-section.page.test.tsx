import { calls } from '@mise/contracts/calls';
import {
  HOME_SECTION_NAMES,
  HOME_SECTION_SLUGS,
  ZHomeEntry,
  homeSectionResource,
} from '@mise/contracts/resources/home-section';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAnswer } from '../../test/fake-api';
import { sampleRecord } from '../../test/fake-values';
import { renderApp } from '../../test/render-app';

/** The eight sections as the server seeds them, by slug, with their names. */
const SECTIONS = HOME_SECTION_SLUGS.map((slug, i) =>
  sampleRecord(homeSectionResource.record, { id: i + 1, slug, name: HOME_SECTION_NAMES[slug] }),
);
const WHATS_NEW = SECTIONS[1];
const LISBOA = { id: 7, name: 'Lisboa' };
/** An entry pointing at a place of Lisboa, with the subject and city the server includes. */
const entry = (order: number, name: string) =>
  sampleRecord(ZHomeEntry, {
    id: 100 + order,
    order,
    homeSectionId: WHATS_NEW.id,
    subjectType: 'Establishment',
    subjectId: 10 + order,
    name,
    subject: { id: 10 + order, name, isPublished: true, picture: null, destinationId: LISBOA.id },
    destination: LISBOA,
  });
/** GET homeSections/{id}/entity-sections: two places in What's New, nothing elsewhere. */
const ENTRIES = fakeAnswer(calls.homeSection.entries, ({ params }) =>
  Number(params.id) === WHATS_NEW.id ? [entry(1, 'Cervejaria Ramiro'), entry(2, 'Manteigaria')] : [],
);

describe('the Home page', () => {
  it('should open on the Videos tab under the heading, the Preview button and the eight section tabs', async () => {
    renderApp('/dashboard/home', { data: { homeSection: SECTIONS }, answers: [ENTRIES] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview' })).toBeTruthy();
    const strip = screen.getByRole('tablist', { name: 'Home sections' });
    expect(
      within(strip)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Videos',
      "What's New",
      "Editor's Pick",
      'Eatinerary',
      'Dish',
      'Travel Worthy',
      'Destinations',
      'Explore City',
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/home/videos');
    expect(await screen.findByText('Nothing in this section yet.')).toBeTruthy();
  });

  it("should show a section's seeded entries on its tab", async () => {
    const { api } = renderApp('/dashboard/home', { data: { homeSection: SECTIONS }, answers: [ENTRIES] });
    fireEvent.click(await screen.findByRole('tab', { name: "What's New" }));
    const list = await screen.findByRole('list', { name: "What's New entries" });
    expect(await within(list).findByText('1. Cervejaria Ramiro')).toBeTruthy();
    expect(within(list).getByText('2. Manteigaria')).toBeTruthy();
    expect(within(list).getByText('Place: Manteigaria · Lisboa')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/home/whats-new');
    expect(api.requestsTo(calls.homeSection.entries).map((request) => request.path)).toContain(
      `/homeSections/${WHATS_NEW.id}/entity-sections`,
    );
  });
});
