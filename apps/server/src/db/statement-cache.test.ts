import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { plannedPerCall, statementName } from './statement-cache';

const text = (statement: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(statement).sql;

describe('statement names', () => {
  it('names a statement once, so each connection plans it once', () => {
    const statement = text(sql`select id from establishments where destination_id = ${4} order by name limit 20`);
    expect(statementName(statement)).toMatch(/^m_[0-9a-f]{20}$/);
    expect(statementName(statement)).toBe(statementName(statement));
  });

  it('leaves a statement with a condition planned per call unnamed, wherever the condition is', () => {
    const search = plannedPerCall(sql`name ilike ${'%bakery%'}`);
    expect(
      statementName(
        text(sql`select id from establishments where deleted = false and ${search} order by name limit 20`),
      ),
    ).toBeUndefined();
    expect(statementName(text(sql`select count(*) from establishments where ${search}`))).toBeUndefined();
  });
});
