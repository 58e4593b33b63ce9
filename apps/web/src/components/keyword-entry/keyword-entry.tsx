import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { newKeywords, splitKeywords } from '@mise/contracts/common/keywords';

export type TKeywordEntryProps = {
  /** The keywords entered so far (chips that can be removed). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Keywords already stored: shown as fixed chips, and never added again (compared by derived value). */
  present?: readonly string[];
  label: string;
  id: string;
  helperText?: string;
};

/**
 * A text field that turns what is typed into keyword chips (part 2 §5): Enter adds (nothing when blank) and never
 * submits the surrounding form; a comma splits; a keyword whose derived value is already there is ignored.
 * @example
 * <KeywordEntry id="types" label="Place types" value={added} present={stored} onChange={setAdded} />
 */
export function KeywordEntry({ value, onChange, present = [], label, id, helperText }: TKeywordEntryProps) {
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const fresh = newKeywords({ present: [...present, ...value], incoming: splitKeywords(typed) });
    if (fresh.length > 0) onChange([...value, ...fresh]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter belongs to this field: it adds what is typed and never submits the form around it.
    e.preventDefault();
    add(text);
    setText('');
  };
  const onType = (typed: string) => {
    if (!typed.includes(',')) return setText(typed);
    // Everything before the last comma becomes keywords; what follows it is still being typed.
    const cut = typed.lastIndexOf(',');
    add(typed.slice(0, cut));
    setText(typed.slice(cut + 1).trimStart());
  };
  return (
    <Box>
      <Box role="list" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        {present.map((keyword) => (
          <Chip key={`present-${keyword}`} role="listitem" size="small" label={keyword} />
        ))}
        {value.map((keyword) => (
          <Chip
            key={keyword}
            role="listitem"
            size="small"
            color="primary"
            label={keyword}
            onDelete={() => onChange(value.filter((k) => k !== keyword))}
          />
        ))}
      </Box>
      <TextField
        id={id}
        label={label}
        size="small"
        fullWidth
        value={text}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        helperText={helperText ?? 'Press Enter to add; a comma separates several'}
      />
    </Box>
  );
}
