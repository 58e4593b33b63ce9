import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { IMPORT_TYPES } from '@mise/contracts/common/import-calls';
import type { TJobError } from '@mise/contracts/common/job-calls';
import { type TActor, logActivityMany } from '../crud/activity';
import type { TModel } from '../crud/model';
import { stamp } from '../crud/rows';
import { deletedColumn } from '../crud/soft-delete';
import { columnsOnly, insertEach, patchEach, patchRow, setWise } from '../crud/write';
import { refusalOf } from '../db/client-refusal';
import type { Db } from '../db/client';
import { groupBy } from '../lib/group-by';
import { HttpError, badRequest } from '../lib/http-error';
import { partialOf } from '../lib/partial-schema';
import { modelOfType } from './bulk-edit';
import { type TPlannedRow, checkWithoutWriting } from './import-checks';
import { readRow } from './import-rows';
import { readJobFileRange } from './job-file-range';
import { readJobFile, writeJobText } from './job-files';
import { defineJobKind } from './kind';

/**
 * Rows a chunk of an import reads, checks and writes in one transaction: 500 on PGlite, where a chunk holds the one
 * connection the console's requests wait for, and twice that on PostgreSQL, where each chunk's fixed costs (its
 * statements, the kept counts both workers write, the commit) took a fifth of the time: 100 000 places imported at
 * 4 014–4 351 rows/s in chunks of 500, 5 493–6 171 in chunks of 1 000 (6 522 in 2 000; session 42, names alike).
 */
export const IMPORT_CHUNK = 500;
export const importChunkRows = (driver: 'pglite' | 'postgres') =>
  driver === 'postgres' ? IMPORT_CHUNK * 2 : IMPORT_CHUNK;

export const ZImportJobParams = z.object({
  type: z.enum(IMPORT_TYPES),
  /** The upload, and the file the refused rows are written to. */
  file: z.number().int(),
  report: z.number().int(),
  columns: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
  delimiter: z.string().length(1),
  dryRun: z.boolean(),
});
export type TImportJob = z.output<typeof ZImportJobParams>;

/** The column of the file that fills a field, as staff named it in their header. */
const columnOf = (params: TImportJob, field: string) => params.columns[params.mapping.indexOf(field)] ?? field;

/** A run of the file's rows: its bytes, the line it starts on, and how many rows it holds. */
type TSpan = { start: number; end: number; line: number; rows: number };

/** A row refused: its line in the file, the column, and why. */
type TRefusal = { line: number; column: string; reason: string };

/** The report's header line (the refused rows' file). */
export const REPORT_HEADER = 'line,column,reason\n';

/**
 * The delimiter of a header line: a comma, or the semicolon or tab a spreadsheet writes in some languages.
 * @example
 * delimiterOf('name;slug') // ';'
 */
export function delimiterOf(headerLine: string): string {
  const count = (c: string) => headerLine.split(c).length - 1;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/**
 * Reads the file once as it streams and cuts it into runs of `importChunkRows` rows by byte offset: a chunk later reads
 * only its own bytes, so neither the plan nor a chunk ever holds the file.
 */
async function planSpans(
  db: Db,
  params: TImportJob,
  { driver }: { driver: 'pglite' | 'postgres' },
): Promise<TSpan[][]> {
  const chunkRows = importChunkRows(driver);
  const parser = readJobFile(db, params.file).pipe(
    parse({ info: true, bom: true, delimiter: params.delimiter, relax_column_count: true, skip_empty_lines: true }),
  );
  const spans: TSpan[][] = [];
  let open: TSpan | undefined;
  let header = true;
  try {
    for await (const { info } of parser as AsyncIterable<{ info: { bytes: number; lines: number } }>) {
      if (header) {
        header = false;
      } else {
        open ??= { start: 0, end: 0, line: 0, rows: 0 };
        open.rows++;
        open.end = info.bytes;
        if (open.rows === chunkRows) {
          spans.push([open]);
          open = undefined;
        }
      }
      if (!open) open = { start: info.bytes, end: info.bytes, line: info.lines + 1, rows: 0 };
    }
  } catch (error) {
    throw badRequest(`The file could not be read as CSV: ${(error as Error).message}`);
  }
  if (open && open.rows > 0) spans.push([open]);
  if (spans.length === 0) throw badRequest('The file has no rows under its header line');
  return spans;
}

/** The span's rows, each with the line it starts on. */
async function rowsOf(db: Db, params: TImportJob, span: TSpan): Promise<{ line: number; cells: string[] }[]> {
  const bytes = await readJobFileRange(db, params.file, span);
  const records = parseSync(bytes, {
    info: true,
    raw: true,
    delimiter: params.delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as unknown as { record: string[]; raw: string; info: { lines: number } }[];
  // `lines` is the line a record ends on; a quoted cell's own line breaks put its start above that.
  return records.map(({ record, raw, info }) => ({
    line: span.line - 1 + info.lines - (raw.trimEnd().match(/\n/g)?.length ?? 0),
    cells: record,
  }));
}

type TPlanned = TPlannedRow;

/**
 * Reads, checks and matches a chunk's rows: each is refused (with its line, column and reason), or planned as a create
 * or as an update of the record its id or slug names. The checks are the forms' own (the type's create and update
 * schemas).
 */
async function planRows(
  tx: Db,
  { model, params, rows }: { model: TModel; params: TImportJob; rows: { line: number; cells: string[] }[] },
): Promise<{ creates: TPlanned[]; updates: TPlanned[]; refused: TRefusal[] }> {
  const refused: TRefusal[] = [];
  const read = rows.map((row) => ({ line: row.line, read: readRow(model, { ...row, ...params }) }));
  const known = await existing(
    tx,
    model,
    read.flatMap(({ read: r }) => (r.ok ? [r] : [])),
  );
  const creates: TPlanned[] = [];
  const updates: TPlanned[] = [];
  for (const { line, read: row } of read) {
    if (!row.ok) {
      refused.push({ line, ...row });
      continue;
    }
    const match = row.id !== undefined ? known.byId.get(row.id) : row.slug ? known.bySlug.get(row.slug) : undefined;
    if (row.id !== undefined && !match) {
      refused.push({ line, column: columnOf(params, 'id'), reason: `There is no ${model.resource.model} ${row.id}` });
      continue;
    }
    if (match?.deleted) {
      refused.push({
        line,
        column: columnOf(params, row.id !== undefined ? 'id' : 'slug'),
        reason: 'That record is in the trash',
      });
      continue;
    }
    const schema = match ? partialOf(model.resource.update as z.ZodObject) : model.resource.create;
    const checked = schema.safeParse(row.values);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      refused.push({ line, column: columnOf(params, String(issue.path[0] ?? '')), reason: issue.message });
      continue;
    }
    const values = checked.data as Record<string, unknown>;
    if (match) updates.push({ line, values, id: match.id });
    else creates.push({ line, values });
  }
  return { creates, updates, refused };
}

/** The records the rows name by id or by slug (trashed ones too, to say so). */
async function existing(tx: Db, model: TModel, rows: { id?: number; slug?: string }[]) {
  const columns = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const ids = rows.flatMap((row) => (row.id !== undefined ? [row.id] : []));
  const slugs = columns.slug ? rows.flatMap((row) => (row.id === undefined && row.slug ? [row.slug] : [])) : [];
  const byId = new Map<number, { id: number; deleted: boolean }>();
  const bySlug = new Map<string, { id: number; deleted: boolean }>();
  if (ids.length === 0 && slugs.length === 0) return { byId, bySlug };
  const deleted = deletedColumn(model);
  const found = await tx
    .select({
      id: sql<number>`${model.id}`,
      slug: columns.slug ? sql<string | null>`${columns.slug}` : sql<null>`null`,
      deleted: deleted ? sql<boolean>`${deleted}` : sql<boolean>`false`,
    })
    .from(model.table)
    .where(
      or(
        ids.length > 0 ? inArray(model.id, ids) : undefined,
        slugs.length > 0 && columns.slug ? inArray(columns.slug, slugs) : undefined,
      ),
    );
  for (const row of found) {
    byId.set(row.id, row);
    // A live record wins a slug a trashed one also holds.
    if (row.slug && (!bySlug.has(row.slug) || !row.deleted)) bySlug.set(row.slug, row);
  }
  return { byId, bySlug };
}

/** Inserts the rows to create: all in one statement, or row by row when one of them is refused. */
async function createRows(
  tx: Db,
  { model, rows, actor, params }: { model: TModel; rows: TPlanned[]; actor: TActor; params: TImportJob },
): Promise<{ created: number[]; refused: TRefusal[] }> {
  const prepared: (TPlanned & { stored: Record<string, unknown> })[] = [];
  const refused: TRefusal[] = [];
  for (const row of rows) {
    try {
      const stored = model.prepare ? await model.prepare(row.values as never, { db: tx, actor }) : row.values;
      // A field left undefined takes its column's default, as in an insert that does not name it.
      prepared.push({ ...row, stored: Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)) });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      refused.push({ line: row.line, column: '', reason: error.message });
    }
  }
  if (prepared.length === 0) return { created: [], refused };
  const now = stamp();
  const stored = (row: (typeof prepared)[number]) => ({ ...row.stored, created: now, updated: now });
  const insertOne = async (row: (typeof prepared)[number]) =>
    (await tx.insert(model.table).values(stored(row)).returning({ id: model.id })).map((r) => r.id as number);
  const created: number[] = [];
  // Rows that fill the same fields are one statement; where the database refuses it (a unique value taken), one row
  // at a time, so only the bad row is refused.
  for (const group of groupBy(prepared, (row) => Object.keys(row.stored).sort().join(',')).values()) {
    let ids: number[] = [];
    const whole = columnsOnly(model, Object.keys(group[0]!.stored))
      ? await refusalOf(tx, async () => {
          ids = await insertEach({ model, rows: group.map(stored), tx });
        })
      : 'row by row';
    if (whole === undefined) {
      created.push(...ids);
      continue;
    }
    for (const row of group) {
      const reason = await refusalOf(tx, async () => created.push(...(await insertOne(row))));
      if (reason !== undefined) refused.push({ line: row.line, column: columnOf(params, fieldsIn(reason)), reason });
    }
  }
  await logActivityMany(tx, {
    actor,
    model: model.resource.model,
    ids: created,
    action: 'create',
    fields: ['import'],
  });
  return { created, refused };
}

/** The field a database refusal names ('A record with the same slug already exists' → 'slug'), or ''; the report
 * names the file's column of it (columnOf). */
const fieldsIn = (reason: string) => /the same (\w+) /.exec(reason)?.[1] ?? '';

/** Updates each matched record with its row's values, through the one write path (version raised, activity logged). */
async function updateRows(
  tx: Db,
  { model, rows, actor, params }: { model: TModel; rows: TPlanned[]; actor: TActor; params: TImportJob },
): Promise<{ updated: number; refused: TRefusal[] }> {
  const refused: TRefusal[] = [];
  let updated = 0;
  const oneByOne = async (each: TPlanned[]) => {
    for (const row of each) {
      const reason = await refusalOf(tx, () => patchRow(tx, { model, id: row.id!, values: row.values, actor, tx }));
      if (reason === undefined) updated++;
      else refused.push({ line: row.line, column: columnOf(params, fieldsIn(reason)), reason });
    }
  };
  // Rows that set the same fields are one statement (one UPDATE a row fired the table's statement triggers each
  // time); where the database refuses it (a unique value taken), or the type checks each write, row by row. So are
  // rows naming one record twice, so the later row wins as it always did (one UPDATE takes either, unpredictably).
  for (const group of groupBy(rows, (row) => Object.keys(row.values).sort().join(',')).values()) {
    const fields = Object.keys(group[0]!.values);
    if (group.length === 1 || !setWise(model, fields) || new Set(group.map((row) => row.id)).size < group.length) {
      await oneByOne(group);
      continue;
    }
    const each = group.map((row) => ({
      id: row.id!,
      values: Object.fromEntries(fields.map((f) => [f, row.values[f]])),
    }));
    let written: number[] = [];
    const whole = await refusalOf(tx, async () => {
      written = await patchEach({ model, rows: each, actor, tx });
    });
    if (whole !== undefined) await oneByOne(group);
    else {
      updated += written.length;
      const done = new Set(written);
      for (const row of group)
        if (!done.has(row.id!))
          refused.push({ line: row.line, column: '', reason: `${model.resource.model} ${row.id} was not found` });
    }
  }
  return { updated, refused };
}

/**
 * A chunk's planned rows written, or in a dry run checked without writing them (the records they point at exist, no
 * unique value is taken by a record or another row), so a dry run of 100 000 rows costs reads and its value claims.
 */
async function writeRows(
  tx: Db,
  scope: { model: TModel; actor: TActor; params: TImportJob; creates: TPlanned[]; updates: TPlanned[] },
) {
  if (scope.params.dryRun) {
    const found = await checkWithoutWriting(tx, {
      model: scope.model,
      rows: [...scope.creates, ...scope.updates],
      fileId: scope.params.report,
    });
    const bad = new Set(found.map((r) => r.line));
    return {
      created: scope.creates.filter((row) => !bad.has(row.line)).length,
      updated: scope.updates.filter((row) => !bad.has(row.line)).length,
      refused: found.map((r) => ({ line: r.line, column: columnOf(scope.params, r.field), reason: r.reason })),
    };
  }
  const { created, refused: notCreated } = await createRows(tx, { ...scope, rows: scope.creates });
  const { updated, refused: notUpdated } = await updateRows(tx, { ...scope, rows: scope.updates });
  return { created: created.length, updated, refused: [...notCreated, ...notUpdated] };
}

/**
 * Loads a CSV file into one type (issue 33 point 3): a dry run checks every row as the import would and writes nothing;
 * the import creates rows or updates the record a row names by id or slug, as one ledger operation (one Undo). Each
 * chunk reads only its own rows from the stored file; refused rows go to the job's report with line, column and reason.
 */
export const csvImportKind = defineJobKind<TImportJob, TSpan>({
  kind: 'csv-import',
  params: ZImportJobParams,
  size: (spans) => spans.reduce((rows, span) => rows + span.rows, 0),
  plan: planSpans,
  runChunk: async ({ tx, actor, params, chunk }, [span]) => {
    const model = modelOfType(params.type);
    // Read through the chunk's transaction: on PGlite it holds the one connection.
    const rows = await rowsOf(tx, params, span!);
    const planned = await planRows(tx, { model, params, rows });
    const written = await writeRows(tx, { model, actor, params, ...planned });
    const refused = [...planned.refused, ...written.refused].sort((a, b) => a.line - b.line);
    if (refused.length > 0)
      await writeJobText(
        tx,
        { fileId: params.report, section: chunk },
        stringify(refused.map((r) => [r.line, r.column, r.reason])),
      );
    return {
      changed: written.created + written.updated,
      unchanged: 0,
      refused: refused.map((r): TJobError => ({
        item: r.line,
        message: `${r.column ? `${r.column}: ` : ''}${r.reason}`,
      })),
      tally: { created: written.created, updated: written.updated },
    };
  },
});
