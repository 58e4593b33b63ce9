import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import type { TChoice } from './filter-panel';

export type TChoiceMenuProps = {
  /** What the button is called ('Sort'); the active choice follows it in its accessible name. */
  label: string;
  icon: ReactNode;
  choices: readonly TChoice[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * An icon button opening a menu of one-at-a-time choices, the active one marked: the list's Sort and Needs work.
 * @example
 * <ChoiceMenu label="Sort" icon={<SortIcon />} choices={CITY_SORTS} value={params.sort} onChange={params.setSort} />
 */
export function ChoiceMenu({ label, icon, choices, value, onChange }: TChoiceMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = choices.find((c) => c.value === value);
  return (
    <>
      <IconButton
        aria-label={`${label}${active ? `: ${active.label}` : ''}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {icon}
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
