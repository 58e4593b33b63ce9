import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scheduleWords, useCancelSchedule, usePendingSchedules } from './use-schedules';

/**
 * A record's (or a home section's) pending schedules, soonest first, each with who set it and Cancel.
 * @example
 * <PendingSchedules type="place" recordId={place.id} />
 */
export function PendingSchedules({ type, recordId }: { type: string; recordId: number }) {
  const pending = usePendingSchedules(type, recordId, { poll: true });
  const cancel = useCancelSchedule();
  const items = pending.data?.items ?? [];
  if (items.length === 0) return <Typography color="text.secondary">Nothing is scheduled.</Typography>;
  return (
    <List dense aria-label="Scheduled">
      {items.map((schedule) => (
        <ListItem
          key={schedule.id}
          disableGutters
          secondaryAction={
            <Button
              size="small"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(schedule.id)}
              aria-label={`Cancel: ${scheduleWords(schedule)}`}
            >
              Cancel
            </Button>
          }
        >
          <ListItemText
            primary={scheduleWords(schedule)}
            secondary={schedule.createdBy?.name ? `Set by ${schedule.createdBy.name}` : undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}
