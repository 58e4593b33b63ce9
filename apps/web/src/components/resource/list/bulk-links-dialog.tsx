import type { TBulkChange } from '@mise/contracts/common/job-calls';
import { lookupResource } from '@mise/contracts/resource-lookup';
import { typeOfModel } from '@mise/contracts/registry';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ReferenceMultiSelect } from '../reference/reference-multi-select';
import type { TReferenceOption } from '../reference/use-reference-options';

/** 'Tags', 'Dishes', 'Cities': what the side menu calls the records a relation links to. */
export const linksLabel = (target: string) => typeOfModel(target)?.menu?.label ?? target;

/**
 * 'Add or remove links…' of a list's bulk edit: tags, cuisines, dishes or cities (those `bulkLinks` gives the type),
 * chosen by name; Continue hands the change on to the preview. Adding keeps each record's other links.
 * @example
 * <BulkLinksDialog open links={{ tags: 'Tag' }} onCancel={close} onContinue={(change) => preview(change)} />
 */
export function BulkLinksDialog({
  open,
  links,
  onCancel,
  onContinue,
}: {
  open: boolean;
  /** Relation name → the model it links to. */
  links: Record<string, string>;
  onCancel: () => void;
  onContinue: (change: TBulkChange) => void;
}) {
  const names = Object.keys(links);
  const [relation, setRelation] = useState(names[0] ?? '');
  const [action, setAction] = useState<'add' | 'remove'>('add');
  const [chosen, setChosen] = useState<TReferenceOption[]>([]);
  const target = links[relation];
  const ids = chosen.map((option) => option.id);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="bulk-links-title">
      <DialogTitle id="bulk-links-title">Add or remove links</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 360 }}>
        <RadioGroup row value={action} onChange={(event) => setAction(event.target.value as 'add' | 'remove')}>
          <FormControlLabel value="add" control={<Radio />} label="Add" />
          <FormControlLabel value="remove" control={<Radio />} label="Remove" />
        </RadioGroup>
        <TextField
          select
          label="Links"
          value={relation}
          onChange={(event) => {
            setRelation(event.target.value);
            setChosen([]);
          }}
        >
          {names.map((name) => (
            <MenuItem key={name} value={name}>
              {linksLabel(links[name]!)}
            </MenuItem>
          ))}
        </TextField>
        {target && (
          <ReferenceMultiSelect
            key={relation}
            resource={lookupResource(target)}
            label={linksLabel(target)}
            placeholder={action === 'add' ? 'Choose what to add' : 'Choose what to remove'}
            value={chosen}
            onChange={setChosen}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={ids.length === 0}
          onClick={() => onContinue(action === 'add' ? { add: { relation, ids } } : { remove: { relation, ids } })}
        >
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
