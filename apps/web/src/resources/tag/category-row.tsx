import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TCategory, TPick } from './tag-records';

export type TCategoryRowProps = {
  category: TCategory;
  checked: boolean;
  onCheck: () => void;
  isPicked: (pick: TPick) => boolean;
  onPick: (pick: TPick) => void;
  onAddTag: () => void;
  onEdit: () => void;
};

/**
 * One category of the list: its tick, name and buttons, and its tags as chips that are picked by clicking (a closed
 * lock is unpublished, an open lock published, part 2 §2).
 */
export function CategoryRow({ category, checked, onCheck, isPicked, onPick, onAddTag, onEdit }: TCategoryRowProps) {
  return (
    <Box component="section" aria-label={category.name} sx={{ flex: 1, minWidth: 0, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          size="small"
          checked={checked}
          onChange={onCheck}
          slotProps={{ input: { 'aria-label': `Select category ${category.name}` } }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ flex: 1 }}>
          {category.name}
        </Typography>
        <IconButton size="small" aria-label={`Add tag to ${category.name}`} onClick={onAddTag}>
          <AddIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Edit category ${category.name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pl: 1 }}>
        {category.tags.map((tag) => {
          const pick = { categoryId: category.id, tagId: tag.id };
          const on = isPicked(pick);
          return (
            <Chip
              key={tag.id}
              size="small"
              label={tag.name}
              icon={tag.isPublished ? <LockOpenIcon /> : <LockIcon />}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              aria-label={`${tag.name} (${tag.isPublished ? 'published' : 'unpublished'})`}
              onClick={() => onPick(pick)}
            />
          );
        })}
        {category.tags.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No tags
          </Typography>
        )}
      </Box>
    </Box>
  );
}
