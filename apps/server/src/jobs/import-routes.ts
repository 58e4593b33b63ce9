import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { parse as parseSync } from 'csv-parse/sync';
import { IMPORT_LIMIT_BYTES, type TImportType, importCalls } from '@mise/contracts/common/import-calls';
import { CONTENT_TYPES } from '@mise/contracts/registry';
import { serve } from '../crud/serve';
import type { Db } from '../db/client';
import { badRequest } from '../lib/http-error';
import { multipartHeadersCheck, streamMultipartFile } from '../media/multipart-upload';
import { modelOfType } from './bulk-edit';
import { REPORT_HEADER, delimiterOf } from './csv-import';
import { importFields, suggestMapping } from './import-rows';
import { readJobFileRange } from './job-file-range';
import { attachJobFile, createJobFile, keptJobFile, writeJobFile, writeJobText } from './job-files';
import { readJob } from './job-rows';

/** Enough of a file to hold its header line. */
const HEADER_BYTES = 64 * 1024;

/** A file's header line, cell by cell, and the delimiter it uses; a 400 for a file with none. */
async function headerOf(db: Db, fileId: number): Promise<{ columns: string[]; delimiter: string }> {
  const head = (await readJobFileRange(db, fileId, { start: 0, end: HEADER_BYTES })).toString('utf8');
  const line = head.split('\n', 1)[0]!.replace(/\r$/, '');
  if (line.replace(/^\uFEFF/, '').trim() === '')
    throw badRequest('The file is empty: it needs a header line naming its columns');
  const delimiter = delimiterOf(line);
  try {
    const [columns] = parseSync(line, { bom: true, delimiter, relax_quotes: true }) as string[][];
    return { columns: columns!.map((column) => column.trim()), delimiter };
  } catch (error) {
    throw badRequest(`The header line could not be read as CSV: ${(error as Error).message}`);
  }
}

/** Checks a mapping against the columns and the type's fields, naming the first entry that is wrong. */
function checkMapping(mapping: (string | null)[], { columns, fields }: { columns: string[]; fields: string[] }) {
  if (mapping.length !== columns.length)
    throw badRequest(`mapping: send one entry per column of the file (${columns.length}), null for those left out`);
  const seen = new Set<string>();
  for (const [i, field] of mapping.entries()) {
    if (field === null) continue;
    if (!fields.includes(field))
      throw badRequest(`mapping.${i}: ${field} is not a field an import fills (these are: ${fields.join(', ')})`);
    if (seen.has(field)) throw badRequest(`mapping.${i}: ${field} is filled by two columns`);
    seen.add(field);
  }
  if (seen.size === 0) throw badRequest('mapping: match at least one column to a field');
}

const many = (type: TImportType) => (CONTENT_TYPES[type] as { menu?: { label: string } }).menu!.label.toLowerCase();

/**
 * CSV import (issue 33 point 3): the upload, stored as it streams (never held whole), answered with its columns and a
 * first mapping; then a dry run or the import itself, each a job that reports every refused row.
 */
export async function importRoutes(app: FastifyInstance) {
  // Multipart only for the upload: registered in its own scope so no other route parses multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_LIMIT_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 4096, headerPairs: 20 },
    });
    serve(scope, importCalls.upload, {
      route: { onRequest: multipartHeadersCheck(IMPORT_LIMIT_BYTES) },
      handler: async (req, reply) => {
        const model = modelOfType(req.params.type);
        const { file, name } = await streamMultipartFile(
          req,
          { reply, limit: IMPORT_LIMIT_BYTES },
          async (stream, filename) => {
            const id = await createJobFile(app.db, {
              name: filename,
              contentType: 'text/csv',
              createdBy: req.staff!.id,
            });
            await writeJobFile(app.db, { fileId: id, limit: IMPORT_LIMIT_BYTES }, stream);
            return { file: id, name: filename };
          },
        );
        const { columns } = await headerOf(app.db, file);
        const fields = importFields(model);
        return { file, name, columns, fields, mapping: suggestMapping(columns, fields) };
      },
    });
  });

  serve(app, importCalls.start, async (req) => {
    const { type } = req.params;
    const { file: fileId, mapping, dryRun, origin } = req.body;
    const upload = await keptJobFile(app.db, fileId);
    const { columns, delimiter } = await headerOf(app.db, fileId);
    checkMapping(mapping, { columns, fields: importFields(modelOfType(type)) });
    const base = upload.name.replace(/\.csv$/i, '');
    const report = await createJobFile(app.db, {
      name: `${base}-refused-rows.csv`,
      contentType: 'text/csv',
      createdBy: req.staff!.id,
    });
    await writeJobText(app.db, { fileId: report, section: -1 }, REPORT_HEADER);
    const id = await app.jobs.launch({
      kind: 'csv-import',
      title: `${dryRun ? 'Check' : 'Import'} ${upload.name} (${many(type)})`,
      params: { type, file: fileId, report, columns, mapping, delimiter, dryRun },
      actor: req.staff,
      origin,
      result: { dryRun, created: 0, updated: 0, report },
    });
    await attachJobFile(app.db, report, id);
    return readJob(app.db, id);
  });
}
