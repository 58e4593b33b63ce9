import type { TScheduleCreate } from '@mise/contracts/common/schedule-calls';
import { newYorkWallTimeToIso } from '@mise/contracts/common/new-york-time';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../feedback/toast';
import { PendingSchedules } from './pending-schedules';
import { ScheduleAtField, fieldMessage } from './schedule-at-field';
import { useCreateSchedule } from './use-schedules';

/**
 * The dialog every schedule is set in: what is pending for the record (each with Cancel), what to do (`children`), the
 * New York date and time, and Schedule. A time the server refuses is named under the field; other refusals toast.
 * @example
 * <ScheduleDialog title="Schedule publishing" type="place" recordId={9} body={(at) => ({ action, type: 'place', recordId: 9, at })} onClose={close}>…</ScheduleDialog>
 */
export function ScheduleDialog({
  title,
  type,
  recordId,
  body,
  children,
  onClose,
}: {
  title: string;
  type: string;
  recordId: number;
  /** The schedule to set for the chosen instant, or a message saying what is missing. */
  body: (at: string) => TScheduleCreate | string;
  children: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const create = useCreateSchedule();
  const [wall, setWall] = useState('');
  const [atError, setAtError] = useState<string>();
  const submit = () => {
    const at = newYorkWallTimeToIso(wall);
    if (!wall || !at) return setAtError('Choose a date and time');
    const made = body(at);
    if (typeof made === 'string') return toast.error(made);
    setAtError(undefined);
    create.mutate(made, {
      onSuccess: () => setWall(''),
      onError: (error) => {
        const message = errorMessage(error, 'Could not schedule');
        const forAt = fieldMessage(message, 'at');
        if (forAt) setAtError(forAt);
        else toast.error(message);
      },
    });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <PendingSchedules type={type} recordId={recordId} />
        <Typography variant="subtitle2">Schedule</Typography>
        {children}
        <ScheduleAtField value={wall} onChange={setWall} error={atError} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={create.isPending} onClick={submit}>
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
