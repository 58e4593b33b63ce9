import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The section's name as the public home titles it, renamed with PATCH homeSections/{id} {name}. */
export function SectionName({ name, saving, onSave }: { name: string; saving: boolean; onSave: (name: string) => void }) {
  const [text, setText] = useState(name);
  const blank = text.trim() === '';
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSave(text.trim());
      }}
    >
      <TextField
        size="small"
        label="Section name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={blank}
        helperText={blank ? 'This field is required' : undefined}
        sx={{ minWidth: 320 }}
      />
      <Button type="submit" variant="outlined" disabled={blank || saving || text.trim() === name}>
        Rename
      </Button>
    </Stack>
  );
}
