import { KNOWS_ABOUT_HOW, type TKnowsAboutHow } from '@mise/contracts/resources/constants';
import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { TKnowsAbout } from '@mise/contracts/resources/user';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../components/resource/list/pager';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { knowsAboutEntry, knowsAboutYears, showsFrom, showsTo } from './knows-about';

/** The city grid: 21 per page, 3 per row (part 2 §9). */
const GRID_PAGE = 21;
const GRID_COLUMNS = 3;
const STEPS = ['Choose a city', 'Choose how', 'Years'] as const;

const GRID_FIELDS = ['id', 'name', 'state', 'country'] as const;
type TGridCity = Pick<TWireRecord<typeof cityResource>, (typeof GRID_FIELDS)[number]>;

/** Published cities only (part 2 §4), by name, one page of the grid and their count. */
function usePublishedCities(page: number) {
  const filter = {
    where: { isPublished: true },
    order: 'name ASC, id ASC',
    limit: GRID_PAGE,
    skip: (page - 1) * GRID_PAGE,
    fields: GRID_FIELDS,
  };
  const cities = useQuery({
    ...client.city.list.options({ query: { filter } }),
    // The list's rows are declared as generic rows; `fields` asked for these.
    select: (rows) => rows as TGridCity[],
    placeholderData: keepPreviousData,
  });
  const count = useQuery(client.city.count.options({ query: { where: { isPublished: true } } }));
  return { cities, count: count.data?.count ?? 0 };
}

export type TKnowsAboutWizardProps = {
  /** Stores the new entry; resolves when saved (the wizard then starts over). */
  onSubmit: (entry: TKnowsAbout) => Promise<unknown>;
  saving: boolean;
};

/**
 * The knows-about wizard (part 2 §4): step 0 a city from the published ones (a grid, 21 per page, 3 per row), step 1
 * how the user knows it, step 2 optional years From (unless frequently visiting) and To (past residents only), then
 * Submit, offered only once city and how are chosen. After a completed submit it starts over under the heading
 * 'Pick a city you know about'.
 */
export function KnowsAboutWizard({ onSubmit, saving }: TKnowsAboutWizardProps) {
  const [step, setStep] = useState(0);
  const [page, setPage] = useState(1);
  const [city, setCity] = useState<TGridCity | null>(null);
  const [how, setHow] = useState<TKnowsAboutHow | ''>('');
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const { cities, count } = usePublishedCities(page);
  const years = knowsAboutYears();
  const ready = city !== null && how !== '';

  const submit = async () => {
    if (!city || how === '') return;
    await onSubmit(knowsAboutEntry({ destinationId: city.id, how, from, to }));
    setSubmitted(true);
    setStep(0);
    setPage(1);
    setCity(null);
    setHow('');
    setFrom('');
    setTo('');
  };

  return (
    <Box
      component="section"
      aria-labelledby="knows-about-wizard-title"
      sx={{ display: 'grid', gap: 2, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="knows-about-wizard-title" component="h3" variant="subtitle1">
        {submitted ? 'Pick a city you know about' : 'Add a city this user knows about'}
      </Typography>
      <Stepper activeStep={step}>
        {STEPS.map((label, i) => (
          <Step key={label} completed={i === 0 ? city !== null && step > 0 : i === 1 ? how !== '' && step > 1 : false}>
            <StepLabel optional={i === 2 ? <Typography variant="caption">Optional</Typography> : undefined}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {cities.error && <Alert severity="error">{errorMessage(cities.error)}</Alert>}
          <Box
            role="group"
            aria-label="Cities"
            sx={{ display: 'grid', gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`, gap: 1 }}
          >
            {(cities.data ?? []).map((c) => (
              <ToggleButton
                key={c.id}
                value={c.id}
                selected={city?.id === c.id}
                onChange={() => setCity(c)}
                size="small"
                sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {c.name}
              </ToggleButton>
            ))}
          </Box>
          <Pager page={page} count={count} pageSize={GRID_PAGE} onChange={setPage} label="Cities pages" />
        </Box>
      )}
      {step === 1 && (
        <RadioGroup
          aria-label="How the user knows the city"
          value={how}
          onChange={(e) => setHow(e.target.value as TKnowsAboutHow)}
        >
          {KNOWS_ABOUT_HOW.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={option.name}
            />
          ))}
        </RadioGroup>
      )}
      {step === 2 && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {showsFrom(how) && (
            <YearSelect id="knows-about-from" label="From" value={from} years={years} onChange={setFrom} />
          )}
          {showsTo(how) && (
            <YearSelect
              id="knows-about-to"
              label="To"
              value={to}
              years={years.filter((y) => from === '' || y >= from)}
              onChange={setTo}
            />
          )}
          {!showsFrom(how) && <Typography color="text.secondary">No years needed for frequent visits.</Typography>}
        </Box>
      )}
      {city && (
        <Typography variant="body2" color="text.secondary">
          City: {city.name}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        {step < 2 && (
          <Button
            variant="outlined"
            disabled={step === 0 ? city === null : how === ''}
            onClick={() => setStep(step + 1)}
          >
            Next
          </Button>
        )}
        <Button variant="contained" disabled={!ready || saving} onClick={() => void submit().catch(() => {})}>
          Submit
        </Button>
      </Box>
    </Box>
  );
}

function YearSelect(props: {
  id: string;
  label: string;
  value: number | '';
  years: number[];
  onChange: (year: number | '') => void;
}) {
  const { id, label, value, years, onChange } = props;
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {years.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
