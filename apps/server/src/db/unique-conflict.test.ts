import { describe, expect, it } from 'vitest';
import { uniqueConflictMessage } from './unique-conflict';

describe('uniqueConflictMessage', () => {
  it('should name the field of a one-column unique index as the API names it', () => {
    expect(uniqueConflictMessage({ table: 'users', detail: 'Key (email)=(someone@example.org) already exists.' })).toBe(
      'A record with the same email already exists',
    );
    expect(uniqueConflictMessage({ table: 'establishments', detail: 'Key (place_id)=(ChIJ123) already exists.' })).toBe(
      'A record with the same placeId already exists',
    );
  });

  it('should find the column inside an expression index and name every column of a composite one', () => {
    expect(uniqueConflictMessage({ table: 'coupons', detail: 'Key (lower(code))=(summer) already exists.' })).toBe(
      'A record with the same code already exists',
    );
    expect(uniqueConflictMessage({ table: 'destination_subscriptions', detail: 'Key (destination_id, user_id)=(4, 9) already exists.' })).toBe(
      'A record with the same destinationId and userId already exists',
    );
  });

  it('should fall back to a plain message, never the value, when the detail or the table is not known', () => {
    const plain = 'A record with the same unique value already exists';
    expect(uniqueConflictMessage({})).toBe(plain);
    expect(uniqueConflictMessage({ table: 'users' })).toBe(plain);
    expect(uniqueConflictMessage({ table: 'no_such_table', detail: 'Key (email)=(x) already exists.' })).toBe(plain);
    expect(uniqueConflictMessage({ table: 'users', detail: 'Key (nothing_known)=(secret@example.org) already exists.' })).toBe(plain);
  });
});
