import { couponResource } from '@mise/contracts/resources/coupon';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { expectListed, renderApp } from '../../test/render-app';

const ROWS = [
  sampleRecord(couponResource.record, { id: 1, name: 'Spring 10%', isPublished: true }),
  sampleRecord(couponResource.record, { id: 2, name: 'Summer 20%', isPublished: true }),
  sampleRecord(couponResource.record, { id: 3, name: 'Winter 5%', isPublished: true }),
];

describe('the Coupons page', () => {
  it('should list the coupons with their count, and open one on a click', async () => {
    renderApp('/dashboard/coupons', { data: { coupon: ROWS } });
    const list = await expectListed('Coupons', ['Spring 10%', 'Summer 20%', 'Winter 5%']);
    expect(await screen.findByText('3 items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(screen.getByText('Select a coupon from the list.')).toBeTruthy();
    fireEvent.click(within(list).getByText('Summer 20%'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Summer 20%' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/coupons/2/details');
  });
});
