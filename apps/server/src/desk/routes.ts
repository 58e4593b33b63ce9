import type { FastifyInstance } from 'fastify';
import { completenessCalls } from '@mise/contracts/common/completeness';
import { viewCalls } from '@mise/contracts/common/view-calls';
import { workCalls } from '@mise/contracts/common/work-calls';
import { serve } from '../crud/serve';
import { ruleCounts, ruleMatrix } from '../completeness/rule-counts';
import { claimsOf, nextRecord, releaseClaim } from './work';
import { createView, deleteView, listViews, updateView, viewCounts } from './views';

/**
 * The desk (issue 34; staff only, as every route): counts by completeness rule for a type or a city, the city × rule
 * matrix, saved list views with their counts, and working through a list (the next record, claimed; who is on what).
 */
export async function deskRoutes(app: FastifyInstance) {
  serve(app, completenessCalls.counts, async (req) => ({ items: await ruleCounts(app.db, req.query) }));
  serve(app, completenessCalls.matrix, async (req) => ruleMatrix(app.db, req.query));
  serve(app, viewCalls.list, async (req) => ({ items: await listViews(app.db, req.staff, req.query.type) }));
  serve(app, viewCalls.counts, async (req) => ({ items: await viewCounts(app.db, req.staff) }));
  serve(app, viewCalls.create, async (req) => createView(app.db, req.staff, req.body));
  serve(app, viewCalls.update, async (req) => updateView(app.db, req.staff, { id: req.params.id, body: req.body }));
  serve(app, viewCalls.delete, async (req) => deleteView(app.db, req.staff, req.params.id));
  serve(app, workCalls.next, async (req) => nextRecord(app.db, req.staff, req.body));
  serve(app, workCalls.claims, async (req) => ({ items: await claimsOf(app.db, req.staff, req.query) }));
  serve(app, workCalls.release, async (req) => releaseClaim(app.db, req.staff, req.body));
}
