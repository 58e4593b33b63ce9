import { TRASH_TYPES } from '@mise/contracts/common/trash-calls';
import { cityResource } from '@mise/contracts/resources/city';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ChoiceSelect, staffChoices, typeChoices } from '../../../components/resource/form/choice-select';
import { ReferenceSelect } from '../../../components/resource/reference/reference-select';
import type { TReferenceOption } from '../../../components/resource/reference/use-reference-options';
import { type TTrashFilters, useTrashActors } from './use-trash';
import dayjs from 'dayjs';

/** 'When' choices: whole days back, today included ('' for any time). */
const SINCE_DAYS = [
  { label: 'Any time', days: '' },
  { label: 'Today', days: '1' },
  { label: 'Last 7 days', days: '7' },
  { label: 'Last 30 days', days: '30' },
] as const;

/** What staff set in the trash's filters, as the boxes hold it. */
export type TTrashChoice = {
  type: string;
  actor: string;
  days: string;
  city: TReferenceOption | null;
  text: string;
};
export const NO_CHOICE: TTrashChoice = { type: '', actor: '', days: '', city: null, text: '' };

/**
 * The start of the day `days - 1` days back, in the browser's time zone: 'Today' is since midnight, 'Last 7 days' since
 * the midnight six days ago. A whole day, so the query's key holds still (a time of now would change on every render
 * and the page would refetch forever).
 */
const sinceDays = (days: number) =>
  dayjs()
    .startOf('day')
    .subtract(days - 1, 'day')
    .toISOString();

/**
 * The query of a choice; the name part as staff typed it is debounced by the caller.
 * @example
 * trashQuery({ ...NO_CHOICE, type: 'place', days: '7' }, '') // { type: 'place', since: '…' }
 */
export function trashQuery(choice: TTrashChoice, q: string): TTrashFilters {
  return {
    type: (choice.type || undefined) as TTrashFilters['type'],
    actor: choice.actor ? Number(choice.actor) : undefined,
    since: choice.days ? sinceDays(Number(choice.days)) : undefined,
    city: choice.city?.id,
    q: q || undefined,
  };
}

/**
 * The trash's filters: type, who deleted, when, city, and a part of the name.
 * @example
 * <TrashFilters choice={choice} onChange={setChoice} />
 */
export function TrashFilters({ choice, onChange }: { choice: TTrashChoice; onChange: (next: TTrashChoice) => void }) {
  const actors = useTrashActors();
  const set = (part: Partial<TTrashChoice>) => onChange({ ...choice, ...part });
  const { type, actor, days, city, text } = choice;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <ChoiceSelect
        label="Type"
        value={type}
        onChange={(next) => set({ type: next })}
        choices={typeChoices(TRASH_TYPES)}
      />
      <ChoiceSelect
        label="Deleted by"
        value={actor}
        onChange={(next) => set({ actor: next })}
        choices={staffChoices(actors.data ?? [], 'Anyone')}
      />
      <ChoiceSelect
        label="When"
        value={days}
        onChange={(next) => set({ days: next })}
        choices={SINCE_DAYS.map((c) => ({ value: c.days, label: c.label }))}
        minWidth={140}
      />
      <div style={{ minWidth: 220 }}>
        <ReferenceSelect resource={cityResource} value={city} onChange={(next) => set({ city: next })} />
      </div>
      <TextField size="small" label="Search by name" value={text} onChange={(e) => set({ text: e.target.value })} />
    </Stack>
  );
}
