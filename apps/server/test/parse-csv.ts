/** RFC 4180 records (quoted fields may hold commas, quotes, CR and LF), as a spreadsheet reads the file. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\n') {
      endField();
      records.push(record);
      record = [];
    } else {
      field += c;
    }
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
