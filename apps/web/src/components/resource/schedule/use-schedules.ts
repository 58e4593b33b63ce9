import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TScheduleCreate, scheduleCalls } from '@mise/contracts/common/schedule-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { formatDateTime } from '../../../lib/format';
import { actionKeys } from '../../../lib/idempotency-key';
import { useToast } from '../feedback/toast';

export type TScheduleAnswer = TCallAnswer<typeof scheduleCalls.cancel>;

/** How often a screen showing pending schedules asks again: a run is at most a poll or two after its time. */
const PENDING_MS = 15_000;

/**
 * A record's (or a home section's) pending schedules, soonest first; asked again now and then where `poll` (the open
 * list shows runs drop out), once otherwise (a badge). Nothing is asked without a type.
 */
export function usePendingSchedules(type: string | undefined, recordId: number, { poll = false } = {}) {
  return useQuery({
    ...client.schedule.list.options({ query: { type, recordId, state: 'pending' } }),
    enabled: type !== undefined,
    refetchInterval: poll ? PENDING_MS : false,
  });
}

/** 'Publish on 12/24/2026, 6:00 PM'; `lower` starts it lower-case, for the middle of a sentence. */
export function scheduleWords(schedule: Pick<TScheduleAnswer, 'action' | 'at' | 'entries'>, lower = false): string {
  const verb =
    schedule.action === 'switch-section'
      ? `Switch to ${schedule.entries?.length ?? 0} prepared entries`
      : schedule.action === 'publish'
        ? 'Publish'
        : 'Unpublish';
  return `${lower ? verb.charAt(0).toLowerCase() + verb.slice(1) : verb} on ${formatDateTime(schedule.at)}`;
}

/**
 * Sets a schedule; a double click sends one (the same Idempotency-Key for the same body). Toasts what was set, and
 * refreshes the record's pending schedules and the home preview.
 */
export function useCreateSchedule() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const keys = useMemo(() => actionKeys(), []);
  return useMutation({
    mutationFn: (body: TScheduleCreate) =>
      client.schedule.create({ body, idempotencyKey: keys.for('POST', 'schedules', body) }),
    onSuccess: async (schedule) => {
      toast.success(`Scheduled: ${scheduleWords(schedule, true)} (New York time)`);
      await queryClient.invalidateQueries({ queryKey: client.schedule.list.key() });
    },
  });
}

/** Cancels a pending schedule. */
export function useCancelSchedule() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => client.schedule.cancel({ id }),
    onSuccess: async () => {
      toast.success('Schedule cancelled');
      await queryClient.invalidateQueries({ queryKey: client.schedule.list.key() });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not cancel the schedule')),
  });
}
