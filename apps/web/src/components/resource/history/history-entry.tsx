import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { KIND_WORDS, type TChange, changeLines, fieldLines, fieldWords } from './change-lines';

/** Kinds a revert can take back from a record's history (a creation is taken back by trashing the record). */
const REVERTIBLE = new Set<TChange['kind']>(['update', 'delete', 'restore', 'link', 'unlink', 'move']);

/**
 * One entry of a record's history: what, when, who, from where; each changed field with a Revert of its own, and
 * 'Revert this change' for the whole entry's operation on this record.
 */
export function HistoryEntry({
  change,
  onRevert,
  busy,
}: {
  change: TChange;
  onRevert?: (ask: { operation: string; fields?: string[] }) => void;
  busy: boolean;
}) {
  const fields = fieldLines(change);
  const others = changeLines(change).slice(fields.length);
  const revertible = onRevert && REVERTIBLE.has(change.kind);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Typography variant="subtitle2" component="p">
        {KIND_WORDS[change.kind]} · {formatDateTime(change.at)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {change.actor ? (change.actor.name ?? `Staff #${change.actor.id}`) : 'System'} · {change.source}
      </Typography>
      {fields.map(({ field, text }) => (
        <Stack key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" component="p" sx={{ wordBreak: 'break-word', flex: 1 }}>
            {text}
          </Typography>
          {revertible && change.kind === 'update' && fields.length > 1 && (
            <Button
              size="small"
              disabled={busy}
              aria-label={`Revert ${fieldWords(field).toLowerCase()}`}
              onClick={() => onRevert({ operation: change.operation, fields: [field] })}
            >
              Revert
            </Button>
          )}
        </Stack>
      ))}
      {others.map((line) => (
        <Typography key={line} variant="body2" component="p" sx={{ wordBreak: 'break-word' }}>
          {line}
        </Typography>
      ))}
      {revertible && (
        <Button size="small" disabled={busy} onClick={() => onRevert({ operation: change.operation })}>
          Revert this change
        </Button>
      )}
    </ListItem>
  );
}
