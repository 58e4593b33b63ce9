import { SCHEDULE_TYPES } from '@mise/contracts/common/schedule-calls';
import { typeOfModel } from '@mise/contracts/registry';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Badge from '@mui/material/Badge';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ScheduleDialog } from './schedule-dialog';
import { usePendingSchedules } from './use-schedules';

/**
 * A publishable record's 'Schedule publishing' button (issue 33 point 5), beside its publish switch: a badge counts
 * what is pending; the dialog lists it and sets a publish or unpublish at a New York time.
 * @example
 * <ScheduleButton model="Establishment" id={place.id} published={place.isPublished} />
 */
export function ScheduleButton({ model, id, published }: { model: string; id: number; published: boolean }) {
  const type = typeOfModel(model)?.name;
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<'publish' | 'unpublish'>(published ? 'unpublish' : 'publish');
  const pending = usePendingSchedules(type, id);
  if (!type || !SCHEDULE_TYPES.includes(type)) return null;
  const count = pending.data?.items.length ?? 0;
  return (
    <>
      <Tooltip title="Schedule publishing">
        <IconButton
          aria-label={`Schedule publishing${count ? ` (${count} pending)` : ''}`}
          onClick={() => setOpen(true)}
        >
          <Badge badgeContent={count} color="primary">
            <ScheduleIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open && (
        <ScheduleDialog
          title="Schedule publishing"
          type={type}
          recordId={id}
          body={(at) => ({ action, type, recordId: id, at })}
          onClose={() => setOpen(false)}
        >
          <RadioGroup
            row
            aria-label="What to do"
            value={action}
            onChange={(event) => setAction(event.target.value as 'publish' | 'unpublish')}
          >
            <FormControlLabel value="publish" control={<Radio />} label="Publish" />
            <FormControlLabel value="unpublish" control={<Radio />} label="Unpublish" />
          </RadioGroup>
        </ScheduleDialog>
      )}
    </>
  );
}
