import type { TWorkNext } from '@mise/contracts/common/work-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import type { TArea } from '../resource/area/area-types';
import { useToast } from '../resource/feedback/toast';
import { dropRun, fixPlace, newRunId, readRun, runRecordHref, type TWorkRun, WORK_PARAM, writeRun } from './work-run';

/** Asks for the next record of a work-through (claimed for the asker). */
function useNextRecord() {
  return useMutation({ mutationFn: (body: TWorkNext) => client.work.next({ body }) });
}

/** What a list hands 'Work through': its type, the name the work-through goes by, its `where`, order and rule. */
export type TWorkStart = {
  type: string;
  name: string;
  where: Record<string, unknown> | undefined;
  order: string;
  rule?: string;
};

/**
 * Starts working through a list: claims its first free record and opens it where its gap is fixed (work-run.ts
 * fixPlace), or says there is none.
 * @example
 * const work = useStartWorkThrough(area); work.start({ type: 'place', name: 'Lisbon · without photos', where, order });
 */
export function useStartWorkThrough(area: Pick<TArea, 'basePath' | 'tabs'>) {
  const navigate = useNavigate();
  const toast = useToast();
  const next = useNextRecord();
  const start = ({ type, name, where, order, rule }: TWorkStart) => {
    const orderParts = order.split(',').map((part) => part.trim());
    next.mutate(
      { type: type as TWorkNext['type'], where: where ?? null, order: orderParts, visited: [] },
      {
        onSuccess: (answer) => {
          if (answer.id === null) return toast.success('Nothing to work through: every record here is done or taken');
          const run: TWorkRun = {
            id: newRunId(),
            type,
            name,
            where: where ?? null,
            order: orderParts,
            visited: [],
            saved: 0,
            skipped: 0,
            left: answer.left,
            listHref: `${window.location.pathname}${window.location.search}`,
            fix: fixPlace(area, { type, rule }),
          };
          writeRun(run);
          void navigate(runRecordHref(area.basePath, run, answer.id));
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not start working through this list')),
      },
    );
  };
  return { start, busy: next.isPending };
}

/**
 * The work-through a record was opened in (`?work=`), with its moves: Save and next (the record counts as saved),
 * Skip, and Stop (back to the list). Each move lets the record go, opens the next free one that still matches, or ends
 * back at the list when none is left.
 * @example
 * const work = useWorkThrough(area, id); work?.saveAndNext();
 */
export function useWorkThrough(area: Pick<TArea, 'basePath'>, id: number) {
  const [params] = useSearchParams();
  const runId = params.get(WORK_PARAM);
  // Read at each render: the run in storage moved on with the last step (a small JSON in this tab's storage).
  const run = readRun(runId);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const next = useNextRecord();
  if (!run) return undefined;
  const move = (kind: 'saved' | 'skipped') => {
    const visited = [...run.visited, id];
    next.mutate(
      { type: run.type as TWorkNext['type'], where: run.where, order: run.order, visited, release: id },
      {
        onSuccess: (answer) => {
          const moved: TWorkRun = {
            ...run,
            visited,
            saved: run.saved + (kind === 'saved' ? 1 : 0),
            skipped: run.skipped + (kind === 'skipped' ? 1 : 0),
            left: answer.left,
          };
          // The pinned views' badges follow the fix at once rather than at their next poll.
          void queryClient.invalidateQueries({ queryKey: client.view.counts.key() });
          if (answer.id === null) {
            dropRun(run.id);
            toast.success(`Worked through ${run.name}: ${moved.saved} saved, ${moved.skipped} skipped`);
            return void navigate(run.listHref);
          }
          writeRun(moved);
          void navigate(runRecordHref(area.basePath, moved, answer.id));
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not open the next record')),
      },
    );
  };
  const stop = () => {
    void client.work.release({ body: { type: run.type as TWorkNext['type'], id } }).catch(() => undefined);
    dropRun(run.id);
    void navigate(run.listHref);
  };
  return {
    run,
    busy: next.isPending,
    saveAndNext: () => move('saved'),
    skip: () => move('skipped'),
    stop,
  };
}

export type TWorkThrough = NonNullable<ReturnType<typeof useWorkThrough>>;

/**
 * A record's form opened in a work-through offers 'Save and next': the form marks which button submitted it, and
 * after a successful save the work-through moves on when it was that one.
 */
export type TWorkForm = { markSubmit: (next: boolean) => void; afterSave: () => void };

export const WorkFormContext = createContext<TWorkForm | null>(null);

/** The form side of a work-through, or null outside one. */
export const useWorkForm = () => useContext(WorkFormContext);

/** The form side a detail hands its forms while it is opened in a work-through. */
export function useWorkFormValue(work: TWorkThrough | undefined): TWorkForm | null {
  const wantsNext = useRef(false);
  if (!work) return null;
  return {
    markSubmit: (nextAfter) => {
      wantsNext.current = nextAfter;
    },
    afterSave: () => {
      if (wantsNext.current) work.saveAndNext();
      wantsNext.current = false;
    },
  };
}
