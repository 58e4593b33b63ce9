import { userResource } from '@mise/contracts/resources/user';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RelationPickerDialog } from '../../components/resource/relation/relation-picker-dialog';
import { useRelationPicker } from '../../components/resource/relation/use-relation-picker';

/** The chosen author as the form shows it. */
export type TReviewAuthor = { id: number; name: string | null; email?: string | null };

/**
 * The review's user: the chosen one's name and e-mail, 'Choose user' opening the user picker (name and e-mail, by name,
 * 20 per page with the count; part 2 §7) where one user is ticked, and Clear.
 * @example
 * <ReviewUserField author={author} onChange={setAuthor} />
 */
export function ReviewUserField({
  author,
  onChange,
}: {
  author: TReviewAuthor | null;
  onChange: (author: TReviewAuthor | null) => void;
}) {
  const picker = useRelationPicker({ resource: userResource, single: true });
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={labelId} variant="subtitle2">
        User
      </Typography>
      <Typography aria-label="Chosen user">
        {author ? `${author.name || `User ${author.id}`}${author.email ? ` (${author.email})` : ''}` : 'No user chosen'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PersonSearchIcon />}
          onClick={() =>
            picker.openWith(author ? [{ id: author.id, name: author.name ?? '', secondary: author.email }] : [])
          }
        >
          Choose user
        </Button>
        {author && <Button onClick={() => onChange(null)}>Clear user</Button>}
      </Box>
      <RelationPickerDialog
        picker={picker}
        title="Choose user"
        onSave={([chosen]) => {
          // The user picker shows a user's e-mail under the name (the registry's `picker.secondary`).
          onChange(chosen ? { id: chosen.id, name: chosen.name, email: chosen.secondary } : null);
          picker.close();
        }}
      />
    </Box>
  );
}
