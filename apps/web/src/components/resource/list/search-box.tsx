import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** Typing settles for this long before the list reloads (part 1 §9 debounces suggestions by 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

export type TSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; the placeholder stays 'Search' (part 1 §2). */
  label?: string;
};

/**
 * The list's 'Search' box: keeps what is typed locally and reports it once typing pauses.
 * @example
 * <SearchBox value={params.search} onChange={params.setSearch} label="Search cities" />
 */
export function SearchBox({ value, onChange, label = 'Search' }: TSearchBoxProps) {
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  // The URL changed on its own (Back, a link): show its value.
  if (value !== reported) {
    setReported(value);
    setText(value);
  }

  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, reported, onChange]);

  return (
    <TextField
      size="small"
      fullWidth
      placeholder="Search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': label, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
