import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { DOC_TYPE_LABELS } from '../../components/mentions/mention-markup';
import type { THomeRow } from './use-home-section';

/**
 * What an entry points at, in staff's words ('Place: Fig · Lyon', never the model name 'Establishment'), with its city;
 * a city entry names its city once.
 * @example
 * entryDetail({ subjectType: 'Destination', subjectId: 4, subject: { name: 'Melbourne' }, destination: { name: 'Melbourne' }, … }) // 'City: Melbourne'
 */
export function entryDetail(row: Pick<THomeRow, 'subjectType' | 'subjectId' | 'subject' | 'destination'>) {
  const kind = DOC_TYPE_LABELS[row.subjectType];
  const subject = row.subject
    ? `${kind}: ${row.subject.name ?? row.subjectId}`
    : `${kind} ${row.subjectId} (no longer exists)`;
  const city = row.subjectType === 'Destination' ? undefined : row.destination?.name;
  return [subject, city].filter(Boolean).join(' · ');
}

export function EntryRow({ row, onRemove }: { row: THomeRow; onRemove: () => void }) {
  return (
    <>
      <ListItemAvatar>
        {row.videoUrl ? (
          <video
            src={row.videoUrl}
            width={64}
            height={40}
            muted
            preload="metadata"
            aria-label={`Video of ${row.name}`}
          />
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
