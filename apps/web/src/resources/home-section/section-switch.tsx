import type { TSectionEntryPlan } from '@mise/contracts/common/schedule-calls';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RelationPickerDialog } from '../../components/resource/relation/relation-picker-dialog';
import { ScheduleDialog } from '../../components/resource/schedule/schedule-dialog';
import type { THomeTab } from './home-tabs';
import { useHomePicker } from './use-home-picker';
import type { THomeRow } from './use-home-section';

/** A prepared entry and the name it is listed by. */
type TPrepared = TSectionEntryPlan & { label: string };

/**
 * 'Schedule a switch' of a home section (issue 33 point 5): the section's entries as they are now, to take out of or
 * add to, become the live ones at a New York time; the pending switches are listed with Cancel. Hero videos are not
 * switched (they go live when uploaded).
 * @example
 * <SectionSwitch tab={tab} sectionId={3} name="What's New" rows={rows} cityId={undefined} />
 */
export function SectionSwitch(props: {
  tab: THomeTab;
  sectionId: number;
  name: string;
  rows: THomeRow[];
  /** The dish section's chosen city: dishes added to the switch are its iconic dishes. */
  cityId: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setOpen(true)}>
        Schedule a switch
      </Button>
      {open && <SwitchDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function SwitchDialog({
  tab,
  sectionId,
  name,
  rows,
  cityId,
  onClose,
}: Parameters<typeof SectionSwitch>[0] & { onClose: () => void }) {
  const [prepared, setPrepared] = useState<TPrepared[]>(() =>
    rows.map((r) => ({
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      destinationId: r.destinationId,
      name: r.name === r.subject?.name ? null : r.name,
      label: r.name,
    })),
  );
  const picker = useHomePicker(tab, cityId);
  const have = new Set(prepared.map((p) => p.subjectId));
  const add = (chosen: { id: number; name: string }[]) => {
    setPrepared((now) => [
      ...now,
      ...chosen.map((c) => ({
        subjectType: tab.subjectType,
        subjectId: c.id,
        destinationId: tab.iconicDishes ? (cityId ?? null) : null,
        name: null,
        label: c.name,
      })),
    ]);
    picker.close();
  };
  return (
    <ScheduleDialog
      title={`Schedule a switch of ${name}`}
      type="home-section"
      recordId={sectionId}
      body={(at) => ({
        action: 'switch-section',
        sectionId,
        at,
        entries: prepared.map(({ label: _label, ...entry }) => entry),
      })}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        At the time below, these entries replace the section&apos;s, in this order.
      </Typography>
      <List dense aria-label="Prepared entries">
        {prepared.map((entry, i) => (
          <ListItem
            key={`${entry.subjectType}:${entry.subjectId}`}
            disableGutters
            secondaryAction={
              <IconButton
                aria-label={`Take out ${entry.label}`}
                onClick={() => setPrepared((now) => now.filter((_, at) => at !== i))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={`${i + 1}. ${entry.label}`} />
          </ListItem>
        ))}
      </List>
      <Button
        startIcon={<AddIcon />}
        onClick={picker.open}
        disabled={tab.iconicDishes && cityId === undefined}
        sx={{ justifySelf: 'start' }}
      >
        Add to the switch
      </Button>
      <RelationPickerDialog
        picker={picker}
        title={`add to the switch of ${tab.label}`}
        onSave={add}
        disabledReason={(item) => (have.has(item.id) ? 'Already added' : undefined)}
      />
    </ScheduleDialog>
  );
}
