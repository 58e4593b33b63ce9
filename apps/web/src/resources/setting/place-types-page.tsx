import Box from '@mui/material/Box';
import { type FormEvent, useState } from 'react';
import { keywordValue } from '@mise/contracts/common/keywords';
import { KeywordEntry } from '../../components/keyword-entry/keyword-entry';
import { SettingGate } from './setting-gate';
import { SettingSaveButton } from './setting-save-button';
import { SETTING_MESSAGES } from './setting-messages';
import { type TNamedValue, useSettingSave } from './use-setting-save';

/**
 * The list being edited, started from the stored types. A failed save leaves it as it is (the staff member's work stays
 * on screen); a stored one, or a colleague's change reloaded after a 409, starts it again (the page keys it by version).
 */
function PlaceTypesEditor({
  stored,
  saving,
  onSave,
}: {
  stored: TNamedValue[];
  saving: boolean;
  onSave: (names: string[]) => void;
}) {
  const [names, setNames] = useState(() => stored.map((type) => type.name));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(names);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <KeywordEntry id="place-types" label="Place types" value={names} onChange={setNames} />
      <SettingSaveButton saving={saving} />
    </Box>
  );
}

/** /dashboard/settings/place-types (part 2 §3, §5): the place form's type choices, entered as keywords. */
export function PlaceTypesPage() {
  const { settings, row, save } = useSettingSave<TNamedValue[]>('establishmentPlaceType', SETTING_MESSAGES.placeTypes);
  if (!row) return <SettingGate settings={settings} />;
  return (
    <PlaceTypesEditor
      key={row.updated}
      stored={row.value}
      saving={save.isPending}
      // The server derives the values again; sending them keeps the body the stored shape.
      onSave={(names) => save.mutate(names.map((name) => ({ name, value: keywordValue(name) })))}
    />
  );
}
