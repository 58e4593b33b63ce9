import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, callsOf } from '@mise/contracts/calls';
import { compiledAnswer, wireSchemaOf } from './compiled-answer';

describe('answers written by a writer compiled from their schema', () => {
  it('should write what JSON.stringify writes, keeping what the schema does not list', () => {
    const write = compiledAnswer(calls.place.list.answer);
    const rows = [
      {
        id: 7,
        name: 'Tasca "do" Chico',
        updated: new Date('2026-11-27T06:00:00.000Z'),
        destinationId: null,
        destination: { id: 3, name: 'Lisbon', extra: [1, 'two'] },
        counts: { pictures: 2 },
        present: true,
      },
    ];
    // The declared fields come first, in the schema's order; the text is otherwise the same.
    expect(JSON.parse(write(rows))).toEqual(JSON.parse(JSON.stringify(rows)));
  });

  it('should write a nullable field as its value or null without trying each branch', () => {
    const schema = z.object({ note: z.string().nullable(), size: z.number().int().nullable() });
    expect(wireSchemaOf(schema).properties).toEqual({
      note: { type: ['string', 'null'] },
      size: { type: ['integer', 'null'], minimum: expect.any(Number), maximum: expect.any(Number) },
    });
    const write = compiledAnswer(schema);
    expect(write({ note: null, size: 3 })).toBe('{"note":null,"size":3}');
    expect(write({ note: 'ok', size: null })).toBe('{"note":"ok","size":null}');
  });

  it('should write text of several formats, or a nullable object, without a choice; a real union by JSON.stringify', () => {
    const when = z.union([z.iso.date(), z.iso.datetime()]).nullable();
    const schema = z.object({ when, city: z.object({ id: z.number() }).nullable() });
    expect(wireSchemaOf(schema).properties).toMatchObject({
      when: { type: ['string', 'null'] },
      city: { type: ['object', 'null'], additionalProperties: true },
    });
    expect(JSON.stringify(wireSchemaOf(schema))).not.toContain('anyOf');
    const union = z.union([z.array(z.object({ id: z.number() })), z.object({ name: z.string() }), z.null()]);
    expect(compiledAnswer(union)({ name: 'Lisbon', extra: 1 })).toBe('{"name":"Lisbon","extra":1}');
  });

  it('should compile the answer of every declared call', () => {
    const declared = [...new Set(callsOf(calls))].filter((call) => !call.raw);
    const failures = declared.flatMap((call) => {
      try {
        fastJson(wireSchemaOf(call.answer));
        return [];
      } catch (error) {
        return [`${call.method} ${call.path}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
    expect(declared.length).toBeGreaterThan(300);
  });
});
