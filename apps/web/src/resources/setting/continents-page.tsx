import { arrayMove } from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../components/resource/feedback/confirm-dialog';
import { SortableList } from '../../components/resource/relation/sortable-list';
import { ContinentNameDialog } from './continent-name-dialog';
import { SettingGate } from './setting-gate';
import { SETTING_MESSAGES } from './setting-messages';
import { type TNamedValue, useSettingSave } from './use-setting-save';

/** A continent as edited: a new one has no value until the server derives it. */
type TContinent = { name: string; value?: string };
type TAsk = { kind: 'rename' | 'remove'; index: number } | null;

/**
 * /dashboard/settings/continents (part 2 §3, §4): the city form's continents in their order. Every change (drag, add,
 * rename, remove) shows at once and is saved at once; a refused save puts the stored list back, order included, and
 * says why (a continent cities use cannot go).
 */
export function ContinentsPage() {
  const { settings, row, save } = useSettingSave<TNamedValue[]>('continentName', SETTING_MESSAGES.continents);
  // The list shown while a change is saved; null shows the stored one (also after a refusal).
  const [pending, setPending] = useState<TContinent[] | null>(null);
  const [ask, setAsk] = useState<TAsk>(null);
  const [newName, setNewName] = useState('');
  if (!row) return <SettingGate settings={settings} />;
  const continents: TContinent[] = pending ?? row.value;
  const busy = save.isPending;

  const change = (next: TContinent[], after?: () => void) => {
    setPending(next);
    // A kept continent is sent with its value (cities store it); a new one without, and the server derives it.
    save.mutate(
      next.map(({ name, value }) => (value ? { name, value } : { name })),
      {
        onSuccess: after,
        onSettled: () => setPending(null),
      },
    );
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (newName.trim()) change([...continents, { name: newName.trim() }], () => setNewName(''));
  };
  const asked = ask ? continents[ask.index] : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Paper variant="outlined">
        <SortableList
          label="Continents"
          items={continents.map((continent) => ({ ...continent, id: continent.value ?? `new:${continent.name}` }))}
          disabled={busy}
          onMove={(from, to) => change(arrayMove(continents, from, to))}
          renderItem={(continent, index) => (
            <>
              <ListItemText primary={continent.name} />
              <IconButton
                aria-label={`Rename ${continent.name}`}
                disabled={busy}
                onClick={() => setAsk({ kind: 'rename', index })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Remove ${continent.name}`}
                disabled={busy}
                onClick={() => setAsk({ kind: 'remove', index })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        />
      </Paper>
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label="New continent"
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={busy || !newName.trim()}>
          Add
        </Button>
      </Box>
      {ask?.kind === 'rename' && asked && (
        <ContinentNameDialog
          name={asked.name}
          onClose={() => setAsk(null)}
          onSave={(name) => {
            setAsk(null);
            change(continents.map((c, i) => (i === ask.index ? { ...c, name } : c)));
          }}
        />
      )}
      <ConfirmDialog
        open={ask?.kind === 'remove' && Boolean(asked)}
        message={`Are you sure you want to remove ${asked?.name ?? ''}?`}
        onNo={() => setAsk(null)}
        onYes={() => {
          setAsk(null);
          if (ask) change(continents.filter((_, i) => i !== ask.index));
        }}
      />
    </Box>
  );
}
