import { describe, expect, it } from 'vitest';
import { delimiterOf } from './csv-import';
import { CellError, cellValue, importFields, suggestMapping } from './import-rows';
import { tagModel } from '../resources/tag/model';

describe('reading an import row', () => {
  it('should read cells as the export writes them, and refuse what is not their kind', () => {
    expect(cellValue('number', ' 4.5 ')).toBe(4.5);
    expect(cellValue('boolean', 'TRUE')).toBe(true);
    expect(cellValue('boolean', 'no')).toBe(false);
    expect(cellValue('array', '{a,"b c"}')).toEqual(['a', 'b c']);
    expect(cellValue('array', '["x"]')).toEqual(['x']);
    expect(cellValue('json', '{"k":1}')).toEqual({ k: 1 });
    // The export's guard against spreadsheet formulas is taken off; an apostrophe before anything else stays.
    expect(cellValue('string', "'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellValue('string', "'tis")).toBe("'tis");
    expect(cellValue('string', '')).toBeUndefined();
    expect(() => cellValue('number', 'twelve')).toThrow(new CellError('"twelve" is not a number'));
    expect(() => cellValue('boolean', 'maybe')).toThrow('"maybe" is not true or false');
    expect(() => cellValue('json', '{')).toThrow('"{" is not valid JSON');
  });

  it('should match header names to fields whatever their case and spacing, each field once', () => {
    expect(suggestMapping(['Name', 'apply on filters', 'NAME', 'Colour'], importFields(tagModel))).toEqual([
      'name',
      'applyOnFilters',
      null,
      null,
    ]);
  });

  it("should find a spreadsheet's delimiter from the header line", () => {
    expect(delimiterOf('name,slug')).toBe(',');
    expect(delimiterOf('name;slug;"a,b"')).toBe(';');
    expect(delimiterOf('name\tslug')).toBe('\t');
  });
});
