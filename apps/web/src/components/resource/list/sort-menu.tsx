import SortIcon from '@mui/icons-material/Sort';
import { ChoiceMenu } from './choice-menu';
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
export function SortMenu(props: TSortMenuProps) {
  return <ChoiceMenu label="Sort" icon={<SortIcon />} {...props} />;
}
