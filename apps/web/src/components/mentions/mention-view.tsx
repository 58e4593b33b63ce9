import Chip from '@mui/material/Chip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Link } from 'react-router';
import { DOC_TYPE_LABELS, mentionHref, parseMentions } from './mention-markup';

export type TMentionViewProps = {
  /** Stored text with mention tags. */
  text: string | null | undefined;
  /** Shown when the text is empty. */
  empty?: string;
  variant?: TypographyProps['variant'];
};

/**
 * Stored text as staff read it: plain runs as text (line breaks kept), each mention as a chip linking to the
 * mentioned item's page in the console.
 * @example
 * <MentionView text={eatinerary.description} />
 */
export function MentionView({ text, empty = '—', variant = 'body1' }: TMentionViewProps) {
  const segments = parseMentions(text);
  if (segments.length === 0) return <Typography variant={variant}>{empty}</Typography>;
  return (
    <Typography variant={variant} component="div" sx={{ whiteSpace: 'pre-wrap', lineHeight: 2 }}>
      {segments.map((s, index) =>
        s.kind === 'text' ? (
          <span key={index}>{s.text}</span>
        ) : (
          <Chip
            key={index}
            component={Link}
            to={mentionHref(s.mention)}
            clickable
            size="small"
            color="primary"
            variant="outlined"
            label={s.mention.name}
            title={`${DOC_TYPE_LABELS[s.mention.docType]} ${s.mention.name}`}
            sx={{ mx: 0.25, verticalAlign: 'baseline' }}
          />
        ),
      )}
    </Typography>
  );
}
