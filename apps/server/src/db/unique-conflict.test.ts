import { describe, expect, it } from 'vitest';
import { uniqueConflict } from './unique-conflict';

const message = (error: { table?: string; detail?: string }) => uniqueConflict(error).message;

describe('uniqueConflict', () => {
  it('should name the field of a one-column unique index as the API names it', () => {
    expect(uniqueConflict({ table: 'users', detail: 'Key (email)=(someone@example.org) already exists.' })).toEqual({
      message: 'A record with the same email already exists',
      fields: ['email'],
    });
    expect(message({ table: 'establishments', detail: 'Key (place_id)=(ChIJ123) already exists.' })).toBe(
      'A record with the same placeId already exists',
    );
  });

  it('should find the column inside an expression index and name every column of a composite one', () => {
    expect(message({ table: 'coupons', detail: 'Key (lower(code))=(summer) already exists.' })).toBe(
      'A record with the same code already exists',
    );
    expect(
      uniqueConflict({
        table: 'destination_subscriptions',
        detail: 'Key (destination_id, user_id)=(4, 9) already exists.',
      }),
    ).toEqual({
      message: 'A record with the same destinationId and userId already exists',
      fields: ['destinationId', 'userId'],
    });
  });

  it("should use the content type's own words for a single field that declares them", () => {
    const wording = (table: string, field: string) =>
      table === 'establishments' && field === 'placeId' ? 'This place is already in Mise' : undefined;
    expect(
      uniqueConflict({ table: 'establishments', detail: 'Key (place_id)=(ChIJ123) already exists.' }, wording),
    ).toEqual({
      message: 'This place is already in Mise',
      fields: ['placeId'],
    });
    expect(
      uniqueConflict({ table: 'users', detail: 'Key (email)=(a@b.example) already exists.' }, wording).message,
    ).toBe('A record with the same email already exists');
  });

  it('should fall back to a plain message, never the value, when the detail or the table is not known', () => {
    const plain = 'A record with the same unique value already exists';
    expect(message({})).toBe(plain);
    expect(message({ table: 'users' })).toBe(plain);
    expect(message({ table: 'no_such_table', detail: 'Key (email)=(x) already exists.' })).toBe(plain);
    expect(
      uniqueConflict({ table: 'users', detail: 'Key (nothing_known)=(secret@example.org) already exists.' }),
    ).toEqual({ message: plain, fields: [] });
  });
});
