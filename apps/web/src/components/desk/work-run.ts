import { rulesOf } from '@mise/contracts/common/completeness';
import type { TArea } from '../resource/area/area-types';
import { EDIT_PARAM } from '../resource/detail/use-edit-request';

/** The URL key naming the work-through a record was opened in (`?work=k3x9`): a reload keeps working through it. */
export const WORK_PARAM = 'work';

/** Where a record is fixed for a rule: a tab of its detail, and whether its form opens there. */
export type TFixPlace = { segment: string; edit: boolean };

/**
 * A work-through (issue 34 point 4): the list it goes through (its `where` and order), the records passed over so far,
 * and where each record opens. Kept in the tab's session storage: a reload goes on, a new tab starts afresh.
 */
export type TWorkRun = {
  id: string;
  type: string;
  name: string;
  where: Record<string, unknown> | null;
  order: string[];
  visited: number[];
  saved: number;
  skipped: number;
  /** How many records were left when the last one was opened. */
  left: number;
  /** The list it was started from, where Stop and the end go back to. */
  listHref: string;
  fix: TFixPlace;
};

const storageKey = (id: string) => `mise.work.${id}`;

/** The work-through of that id in this tab, if any (a stale or damaged entry counts as none). */
export function readRun(id: string | null): TWorkRun | undefined {
  if (!id) return undefined;
  try {
    const raw = window.sessionStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as TWorkRun) : undefined;
  } catch {
    return undefined;
  }
}

export function writeRun(run: TWorkRun) {
  window.sessionStorage.setItem(storageKey(run.id), JSON.stringify(run));
}

export function dropRun(id: string) {
  window.sessionStorage.removeItem(storageKey(id));
}

/** A short id for a new work-through. */
export const newRunId = () => Math.random().toString(36).slice(2, 10);

/** The segments under which an area's own pictures tab goes (a city's Pictures). */
const PICTURE_SEGMENTS = new Set(['pictures', 'images']);

/**
 * Where a rule's gap is fixed: the pictures tab for a missing picture, the relation's tab for a missing link, the
 * form for a field of the record's own; the first tab, form closed, when there is no rule or it is about several gaps.
 * @example
 * fixPlace(placeArea, { type: 'place', rule: 'withoutPhotos' }) // { segment: 'images', edit: false }
 * fixPlace(placeArea, { type: 'place', rule: 'withoutHours' }) // { segment: 'details', edit: true }
 */
export function fixPlace(area: Pick<TArea, 'tabs'>, { type, rule }: { type: string; rule?: string }): TFixPlace {
  const first = { segment: area.tabs[0].segment, edit: false };
  const test = rulesOf(type).find((r) => r.key === rule)?.test;
  if (!test || test.kind === 'publishedWithGaps') return first;
  if (test.kind === 'none') {
    const tab = area.tabs.find(
      (t) => t.segment === test.relation || ('relation' in t && t.relation.name === test.relation),
    );
    return tab ? { segment: tab.segment, edit: false } : first;
  }
  if (test.kind === 'empty' && test.fields.includes('_pictures')) {
    // The kit's pictures tab, or an area's own one under the usual segment (a city's Pictures).
    const tab = area.tabs.find((t) => 'pictures' in t) ?? area.tabs.find((t) => PICTURE_SEGMENTS.has(t.segment));
    if (tab) return { segment: tab.segment, edit: false };
  }
  return { ...first, edit: true };
}

/** The address of a record opened in a work-through: its fixing tab, the form open when the gap is fixed there. */
export function runRecordHref(basePath: string, run: Pick<TWorkRun, 'id' | 'fix'>, id: number): string {
  const params = new URLSearchParams({ [WORK_PARAM]: run.id });
  if (run.fix.edit) params.set(EDIT_PARAM, '1');
  return `${basePath}/${id}/${run.fix.segment}?${params.toString()}`;
}
