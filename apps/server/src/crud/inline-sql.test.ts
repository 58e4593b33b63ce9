import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cuisines } from '../db/schema/cuisine';
import { inlineSql, sqlLiteral } from './inline-sql';

describe('values written into a statement (the CSV export)', () => {
  it('should write each value as a string constant as node-pg would send it, escaped whatever the setting', () => {
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(42)).toBe("E'42'");
    expect(sqlLiteral(true)).toBe("E'true'");
    expect(sqlLiteral(`O'Brien \\ $1`)).toBe(`E'O''Brien \\\\ $1'`);
    expect(sqlLiteral(new Date('2026-11-26T10:00:00Z'))).toBe("E'2026-11-26T10:00:00.000Z'");
    expect(sqlLiteral([1, 2, null])).toBe(`E'{"1","2",NULL}'`);
    expect(sqlLiteral(['a"b', 'c\\d', "e'f"])).toBe(`E'{"a\\\\"b","c\\\\\\\\d","e''f"}'`);
  });

  it('should refuse U+0000, which would end the statement early', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(/U\+0000/);
  });

  it('should leave no placeholder in a condition', () => {
    const text = inlineSql(
      sql`${cuisines.name} ilike ${'%bar%'} and ${cuisines.id} = any(${sql.param([3, 4])}::int[])`,
    );
    expect(text).toBe(`"cuisines"."name" ilike E'%bar%' and "cuisines"."id" = any(E'{"3","4"}'::int[])`);
    expect(text).not.toMatch(/\$\d/);
  });
});
