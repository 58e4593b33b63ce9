import { describe, expect, it } from 'vitest';
import { GUIDE_USER, setupApp, staffCalls } from './helper';

/** Database object names a 409 must never show (index, key, unique-constraint and primary-key suffixes). */
const DB_NAMES = /_idx\b|_key\b|_unique\b|_pkey\b|constraint/i;

describe('a duplicate unique value', async () => {
  const t = await setupApp();
  const { call } = staffCalls(t);

  it('should answer 409 naming the e-mail field, not the index, and not echo the address', async () => {
    const res = await call('POST', '/api/users', {
      name: 'Twin',
      email: GUIDE_USER.email.toUpperCase(),
      password: 'another-long-passphrase',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const message = 'A record with the same email already exists';
    // The field is named in `details` too, so a form can show the message next to it.
    expect(res.body.error).toEqual({
      statusCode: 409,
      name: 'ConflictError',
      message,
      details: [{ path: '/email', message }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(DB_NAMES);
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain(GUIDE_USER.email);
  });

  it('should name the field behind an expression index (a coupon code compared case-insensitively)', async () => {
    const coupon = {
      discountType: 'percent',
      discountValue: 20,
      startDate: '2026-12-01T05:00:00.000Z',
      endDate: '2026-12-31T05:00:00.000Z',
      claimLimit: 10,
    };
    expect((await call('POST', '/api/coupons', { ...coupon, name: 'Summer', code: 'SUMMER26' })).status).toBe(200);
    const res = await call('POST', '/api/coupons', { ...coupon, name: 'Summer again', code: 'summer26' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.message).toBe('A record with the same code already exists');
    expect(JSON.stringify(res.body)).not.toMatch(DB_NAMES);
    expect(JSON.stringify(res.body)).not.toMatch(/summer26/i);
  });

  it('should answer a duplicate through PATCH the same way', async () => {
    const a = await call('POST', '/api/users', {
      name: 'Ann',
      email: 'ann@mise.test',
      password: 'ann-long-passphrase',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const res = await call('PATCH', `/api/users/${a.body.id}`, { email: GUIDE_USER.email });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.message).toBe('A record with the same email already exists');
    expect(JSON.stringify(res.body)).not.toMatch(DB_NAMES);
  });
});
