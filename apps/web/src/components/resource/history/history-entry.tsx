import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { KIND_WORDS, type TChange, fieldLines, fieldWords, linkedName, moveLines, retiredLines } from './change-lines';
import type { THistoryFieldViews } from '../area/area-types';
import { FieldChange } from './field-change';
import { staffName } from '../form/choice-select';

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
  compared,
  onCompare,
  fieldViews,
}: {
  change: TChange;
  fieldViews?: THistoryFieldViews;
  onRevert?: (ask: { operation: string; fields?: string[] }) => void;
  busy: boolean;
  /** Ticked as one of the two points to compare. */
  compared: boolean;
  onCompare: (on: boolean) => void;
}) {
  const fields = fieldLines(change);
  const others = [...retiredLines(change), ...moveLines(change)];
  const revertible = onRevert && REVERTIBLE.has(change.kind);
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="p" sx={{ flex: 1 }}>
          {KIND_WORDS[change.kind]} · {formatDateTime(change.at)}
        </Typography>
        <Checkbox
          size="small"
          checked={compared}
          onChange={(e) => onCompare(e.target.checked)}
          slotProps={{ input: { 'aria-label': `Compare from ${formatDateTime(change.at)}` } }}
        />
      </Stack>
      <Typography variant="caption" component="p" color="text.secondary">
        {staffName(change.actor, 'System')} · {change.source}
      </Typography>
      {fields.map(({ field }) => (
        <Stack key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <FieldChange
              field={field}
              before={change.fields?.[field]?.[0]}
              after={change.fields?.[field]?.[1]}
              views={fieldViews}
            />
          </Box>
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
      {change.ids && change.with && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
          <Typography variant="body2">
            {fieldWords(change.with)} {change.kind === 'unlink' ? 'removed' : 'added'}:
          </Typography>
          {change.ids.map((id) => (
            <Chip
              key={id}
              size="small"
              label={linkedName(change, id)}
              color={change.kind === 'unlink' ? 'default' : 'success'}
              variant={change.kind === 'unlink' ? 'outlined' : 'filled'}
              sx={change.kind === 'unlink' ? { textDecoration: 'line-through' } : undefined}
            />
          ))}
        </Stack>
      )}
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
