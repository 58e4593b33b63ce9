import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { THistoryFieldViews } from '../area/area-types';
import { pictureSrc } from '../media/picture-src';
import { fieldWords, valueText } from './change-lines';
import { isProse, pictureChanges, wordRuns } from './field-diff';

const THUMB = 48;

function Thumbs({ urls, label, gone }: { urls: string[]; label: string; gone?: boolean }) {
  if (urls.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Typography variant="caption">{label}</Typography>
      {urls.map((url) => (
        <Box
          key={url}
          component="img"
          src={pictureSrc({ url }, THUMB * 2)}
          alt={`${label} picture`}
          sx={{ width: THUMB, height: THUMB, objectFit: 'cover', opacity: gone ? 0.5 : 1, borderRadius: 0.5 }}
        />
      ))}
    </Box>
  );
}

/**
 * One changed field, shown by its kind: as the area reads it where it says (`views`), a long text by the words struck
 * out and added, a picture list by thumbnails added and removed (and whether the order changed), anything else
 * before → after.
 * @example
 * <FieldChange field="description" before="Fish" after="Fish and wine, every day of the week…" />
 */
export function FieldChange({
  field,
  before,
  after,
  views,
}: {
  field: string;
  before: unknown;
  after: unknown;
  /** The area's own reading of some fields, which wins. */
  views?: THistoryFieldViews;
}) {
  const label = fieldWords(field);
  const view = views?.[field];
  if (view)
    return (
      <Box>
        <Typography variant="body2" component="p">
          {label}:
        </Typography>
        {view({ before, after })}
      </Box>
    );
  const pictures = pictureChanges(before, after);
  if (pictures) {
    return (
      <Box>
        <Typography variant="body2" component="p">
          {label}
          {pictures.reordered ? ': order changed' : ''}
        </Typography>
        <Thumbs urls={pictures.added.map((p) => p.url)} label="Added" />
        <Thumbs urls={pictures.removed.map((p) => p.url)} label="Removed" gone />
      </Box>
    );
  }
  if (isProse(before, after)) {
    return (
      <Typography variant="body2" component="p" sx={{ wordBreak: 'break-word' }}>
        {label}:{' '}
        {wordRuns(before as string, after as string).map((run, i) =>
          run.kind === 'same' ? (
            <span key={i}>{run.text}</span>
          ) : (
            <Box
              key={i}
              component={run.kind === 'added' ? 'ins' : 'del'}
              sx={{ bgcolor: run.kind === 'added' ? 'success.light' : 'error.light', color: 'text.primary' }}
            >
              {run.text}
            </Box>
          ),
        )}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="p" sx={{ wordBreak: 'break-word' }}>
      {label}: {valueText(before)} → {valueText(after)}
    </Typography>
  );
}
