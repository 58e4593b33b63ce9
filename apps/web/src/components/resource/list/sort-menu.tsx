import SortIcon from '@mui/icons-material/Sort';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { TChoice } from './filter-panel';

export type TSortMenuProps = {
  choices: readonly TChoice[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * The list's Sort menu (part 1 §2: cities, cuisines and dishes); choosing reloads page 1.
 * @example
 * <SortMenu choices={CITY_SORTS} value={params.sort} onChange={params.setSort} />
 */
export function SortMenu({ choices, value, onChange }: TSortMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = choices.find((c) => c.value === value);
  return (
    <>
      <IconButton
        aria-label={`Sort${active ? `: ${active.label}` : ''}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <SortIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            selected={choice.value === value}
            onClick={() => {
              setAnchor(null);
              onChange(choice.value);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
