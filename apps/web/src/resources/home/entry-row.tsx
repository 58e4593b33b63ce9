import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { THomeRow } from './use-home-section';

/** What an entry shows: its picture (or video), name, position, and what it points at with its city. */
export function entryDetail(row: THomeRow) {
  const subject = row.subject ? `${row.subjectType}: ${row.subject.name ?? row.subjectId}` : `${row.subjectType} ${row.subjectId} (no longer exists)`;
  return [subject, row.destination?.name].filter(Boolean).join(' · ');
}

export function EntryRow({ row, onRemove }: { row: THomeRow; onRemove: () => void }) {
  return (
    <>
      <ListItemAvatar>
        {row.videoUrl ? (
          <video src={row.videoUrl} width={64} height={40} muted preload="metadata" aria-label={`Video of ${row.name}`} />
        ) : (
          <Avatar variant="rounded" src={row.subject?.picture ?? undefined} alt="">
            {row.name.charAt(0)}
          </Avatar>
        )}
      </ListItemAvatar>
      <ListItemText primary={`${row.order}. ${row.name}`} secondary={entryDetail(row)} sx={{ flex: 1 }} />
      <IconButton aria-label={`Remove ${row.name}`} onClick={onRemove} size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
