import { calls } from '@mise/contracts/calls';
import { SETTING_KEYS, ZSetting } from '@mise/contracts/resources/setting';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { renderApp } from '../../test/render-app';

const SAVED_AT = new Date('2026-02-01T09:00:00Z');
const VALUES = {
  continentName: [
    { name: 'Europe', value: 'europe' },
    { name: 'Asia', value: 'asia' },
  ],
  establishmentPlaceType: [{ name: 'Tasca', value: 'tasca' }],
  cityPageConfig: {},
  authScreenConfig: { lgPicture: null, smPicture: null },
};
/** One row per key, as the server seeds them. */
const SETTINGS = SETTING_KEYS.map((key, i) =>
  sampleRecord(ZSetting, { id: i + 1, key, value: VALUES[key], updated: SAVED_AT }),
);

describe('the Settings page', () => {
  it('should open on Place Types under the heading and the four setting tabs', async () => {
    renderApp('/dashboard/settings', { data: { setting: SETTINGS } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const strip = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(
      within(strip)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Place Types', 'Continents', 'City Page', 'Auth Screen']);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/settings/place-types');
    expect(await screen.findByText('Tasca')).toBeTruthy();
  });

  it('should list the stored continents, and save one added at the end', async () => {
    const { api } = renderApp('/dashboard/settings/continents', { data: { setting: SETTINGS } });
    const list = await screen.findByRole('list', { name: 'Continents' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Europe', 'Asia']);
    fireEvent.change(screen.getByLabelText('New continent'), { target: { value: 'Oceania' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Continents updated successfully.')).toBeTruthy();
    const [patch] = api.requestsTo(calls.setting.patch);
    expect(patch.path).toBe('/settings/1');
    expect(patch.body).toEqual({
      value: [...VALUES.continentName, { name: 'Oceania' }],
      updated: SAVED_AT.toISOString(),
    });
    expect(api.rows('setting')[0].value).toEqual([...VALUES.continentName, { name: 'Oceania' }]);
  });
});
