import { AUTOCOMPLETE_MENTION_LIMIT, type TAutocompleteHit, type TDocType } from '@mise/contracts/common/autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type Ref, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  applyDisplayEdit,
  DOC_TYPE_LABELS,
  hitToMention,
  insertMention,
  mentionDisplayText,
  mentionQueryAt,
  mentionRanges,
  mentionsIn,
} from './mention-markup';
import { useAutocomplete } from './use-autocomplete';

export type TMentionTextFieldProps = {
  /** The stored text, mention tags included. */
  value: string;
  onChange: (markup: string) => void;
  onBlur?: () => void;
  label: string;
  name?: string;
  id?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  error?: boolean;
  helperText?: string;
  minRows?: number;
  /** What can be mentioned; every doc type by default. */
  docTypes?: TDocType[];
};

/**
 * A multiline field where typing '@' and a few letters suggests items to mention (5 hits, 500 ms after typing stops,
 * part 1 §7). Choosing one stores a mention tag (name, id, doc type); the field shows it as '@Name' and lists the
 * linked items under the field. Editing inside a mention's '@Name' turns it back into plain text.
 * Keys: ↑/↓ move through the suggestions, Enter or Tab chooses, Escape closes.
 * @example
 * <Controller name="description" control={control} render={({ field }) => <MentionTextField label="Description" {...field} />} />
 */
export function MentionTextField(props: TMentionTextFieldProps) {
  const { value, onChange, onBlur, label, name, id, inputRef, error, helperText, minRows = 3, docTypes } = props;
  const markup = value ?? '';
  const display = mentionDisplayText(markup);
  const ranges = useMemo(() => mentionRanges(markup), [markup]);
  const [caret, setCaret] = useState<number | null>(null);
  const [highlight, setHighlight] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const nextCaret = useRef<number | null>(null);
  const listId = useId();

  // The '@query' at the caret, unless the '@' is the start of a mention already made.
  const found = caret === null ? null : mentionQueryAt(display, caret);
  const query = found && !ranges.some((r) => r.start === found.from) && dismissedAt !== found.from ? found : null;
  const { hits } = useAutocomplete({
    term: query?.query ?? '',
    docType: docTypes,
    limit: AUTOCOMPLETE_MENTION_LIMIT,
    enabled: query !== null,
  });
  const open = query !== null && hits.length > 0;
  const active = Math.min(highlight, Math.max(0, hits.length - 1));

  // After a mention is inserted the caret goes right after it (the text changed under the browser's caret).
  useLayoutEffect(() => {
    if (nextCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  });

  const readCaret = (el: HTMLTextAreaElement) =>
    setCaret(el.selectionStart === el.selectionEnd ? el.selectionEnd : null);

  const choose = (hit: TAutocompleteHit) => {
    if (!query || caret === null) return;
    const next = insertMention(markup, { from: query.from, to: caret }, hitToMention(hit));
    nextCaret.current = next.caret;
    setCaret(next.caret);
    setHighlight(0);
    onChange(next.markup);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || !query) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((active + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(hits[active]);
    } else if (event.key === 'Escape') {
      // Stays closed for this '@' until another one is typed; the dialog around must not close either.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query.from);
    }
  };

  const linked = [...new Map(mentionsIn(markup).map((m) => [`${m.docType}:${m.id}`, m])).values()];
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box>
      <TextField
        ref={anchor}
        id={id}
        name={name}
        label={label}
        multiline
        minRows={minRows}
        fullWidth
        value={display}
        error={error}
        helperText={helperText ?? 'Type @ and a few letters to mention a city, place, dish…'}
        onChange={(event) => {
          const el = event.target as HTMLTextAreaElement;
          setHighlight(0);
          readCaret(el);
          onChange(applyDisplayEdit(markup, el.value, el.selectionEnd ?? undefined));
        }}
        onSelect={(event) => readCaret(event.target as HTMLTextAreaElement)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setCaret(null);
          onBlur?.();
        }}
        slotProps={{
          htmlInput: {
            ref: (el: HTMLTextAreaElement | null) => {
              textarea.current = el;
              if (typeof inputRef === 'function') inputRef(el);
              else if (inputRef) (inputRef as { current: HTMLTextAreaElement | null }).current = el;
            },
            'aria-autocomplete': 'list',
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? optionId(active) : undefined,
          },
        }}
      />
      <Popper
        open={open}
        anchorEl={anchor.current}
        placement="bottom-start"
        disablePortal
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      >
        <Paper elevation={4} sx={{ minWidth: 280 }}>
          <List id={listId} role="listbox" aria-label="Mention suggestions" dense disablePadding>
            {hits.map((hit, index) => (
              <ListItemButton
                key={`${hit.doc_type}-${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                // Keep the focus (and the caret) in the text while clicking.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(hit)}
              >
                <ListItemText
                  primary={hit.name}
                  secondary={[DOC_TYPE_LABELS[hit.doc_type], hit.destinationName].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      </Popper>
      {linked.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1 }}
          aria-label={`Mentions in ${label}`}
          role="group"
        >
          <Typography variant="caption" color="text.secondary">
            Mentions:
          </Typography>
          {linked.map((m) => (
            <Chip key={`${m.docType}:${m.id}`} size="small" label={`${m.name} (${DOC_TYPE_LABELS[m.docType]})`} />
          ))}
        </Box>
      )}
    </Box>
  );
}
