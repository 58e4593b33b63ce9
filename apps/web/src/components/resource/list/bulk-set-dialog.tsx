import type { TBulkField } from '@mise/contracts/common/bulk-fields';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { lookupResource } from '@mise/contracts/resource-lookup';
import { typeOfModel } from '@mise/contracts/registry';
import { useState } from 'react';
import { ReferenceSelect } from '../reference/reference-select';
import type { TReferenceOption } from '../reference/use-reference-options';

/** 'newlyAdded' → 'Newly added'; a reference by what it points at: 'destinationId' → 'City' (the registry's label). */
export const fieldLabel = (field: string) => referenceLabel(field) ?? wordsOf(field);

function referenceLabel(field: string): string | undefined {
  if (!field.endsWith('Id')) return undefined;
  const model = field.charAt(0).toUpperCase() + field.slice(1, -2);
  return typeOfModel(model)?.label;
}

const wordsOf = (field: string) =>
  field
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

type TValue = boolean | number | string;

/** The value a field's input holds, as the API takes it, or undefined while it is not a valid one. */
function parsed(kind: TBulkField, text: string): TValue | undefined {
  if (text === '') return undefined;
  if (kind.kind === 'boolean') return text === 'yes';
  if (kind.kind === 'number' || kind.kind === 'reference')
    return Number.isFinite(Number(text)) ? Number(text) : undefined;
  return text;
}

/**
 * 'Set a field…' of a list's bulk edit: which field (those the type sets in bulk: yes/no flags, choices, numbers, and
 * other records chosen by name, a place's city) and its value; Continue hands `{ field: value }` on to the preview.
 * @example
 * <BulkSetDialog open fields={{ newlyAdded: { kind: 'boolean' } }} onCancel={close} onContinue={(set) => preview({ set })} />
 */
export function BulkSetDialog({
  open,
  fields,
  onCancel,
  onContinue,
}: {
  open: boolean;
  fields: Record<string, TBulkField>;
  onCancel: () => void;
  onContinue: (set: Record<string, TValue>) => void;
}) {
  const names = Object.keys(fields);
  const [field, setField] = useState(names[0] ?? '');
  const [text, setText] = useState('');
  const [reference, setReference] = useState<TReferenceOption | null>(null);
  const kind = fields[field];
  const value = kind ? parsed(kind, text) : undefined;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="bulk-set-title">
      <DialogTitle id="bulk-set-title">Set a field</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 320 }}>
        <TextField
          select
          label="Field"
          value={field}
          onChange={(event) => {
            setField(event.target.value);
            setText('');
            setReference(null);
          }}
        >
          {names.map((name) => (
            <MenuItem key={name} value={name}>
              {fieldLabel(name)}
            </MenuItem>
          ))}
        </TextField>
        {kind?.kind === 'reference' && kind.target ? (
          <ReferenceSelect
            key={field}
            resource={lookupResource(kind.target)}
            label="Value"
            value={reference}
            onChange={(option) => {
              setReference(option);
              setText(option ? String(option.id) : '');
            }}
          />
        ) : kind?.kind === 'number' || kind?.kind === 'reference' ? (
          <TextField label="Value" type="number" value={text} onChange={(event) => setText(event.target.value)} />
        ) : (
          <TextField select label="Value" value={text} onChange={(event) => setText(event.target.value)}>
            {(kind?.kind === 'choice' ? kind.options : ['yes', 'no']).map((option) => (
              <MenuItem key={option} value={option}>
                {kind?.kind === 'boolean' ? (option === 'yes' ? 'Yes' : 'No') : option}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={value === undefined} onClick={() => onContinue({ [field]: value! })}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
