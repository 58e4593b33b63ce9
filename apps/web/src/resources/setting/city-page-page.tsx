import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { CITY_PAGE_SECTIONS, type TSettingValue } from '@mise/contracts/resources/setting';
import { SettingGate } from './setting-gate';
import { SettingSaveButton } from './setting-save-button';
import { SETTING_MESSAGES } from './setting-messages';
import { useSettingSave } from './use-setting-save';

type TCityPage = TSettingValue<'cityPageConfig'>;
type TSectionKey = (typeof CITY_PAGE_SECTIONS)[number];

/** How staff read each section key of the public city page (the keys are the spec's; the labels are not shown). */
const SECTION_LABELS: Record<TSectionKey, string> = {
  dishes: 'Dishes',
  cuisines: 'Cuisines',
  explore: 'Explore',
  bookWeeksAhead: 'Book Weeks Ahead',
  landmarks: 'Landmarks',
  eatinerary: 'Eatinerary',
  allPlaces: 'All Places',
};

/** The seven sections being edited; started again from the stored value when it changes (the page keys it by version). */
function CityPageForm({
  stored,
  saving,
  onSave,
}: {
  stored: TCityPage;
  saving: boolean;
  onSave: (value: TCityPage) => void;
}) {
  const [config, setConfig] = useState(stored);
  const set = (key: TSectionKey, change: Partial<TCityPage[TSectionKey]>) =>
    setConfig((now) => ({ ...now, [key]: { ...now[key], ...change } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(config);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      {CITY_PAGE_SECTIONS.map((key) => (
        <Paper
          key={key}
          variant="outlined"
          role="group"
          aria-labelledby={`city-page-${key}`}
          sx={{ p: 2, display: 'grid', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={`city-page-${key}`} component="h2" variant="subtitle1">
              {SECTION_LABELS[key]}
            </Typography>
            <FormControlLabel
              label="Visible"
              control={
                <Switch checked={config[key].isVisible} onChange={(e) => set(key, { isVisible: e.target.checked })} />
              }
            />
          </Box>
          <TextField
            size="small"
            label="Title"
            value={config[key].title}
            onChange={(e) => set(key, { title: e.target.value })}
          />
          <TextField
            size="small"
            label="Subtitle"
            multiline
            value={config[key].subtitle}
            onChange={(e) => set(key, { subtitle: e.target.value })}
          />
        </Paper>
      ))}
      <SettingSaveButton saving={saving} />
    </Box>
  );
}

/** /dashboard/settings/city-page (part 2 §3): title, subtitle and visibility of each section of the public city page. */
export function CityPagePage() {
  const { settings, row, save } = useSettingSave<TCityPage>('cityPageConfig', SETTING_MESSAGES.cityPage);
  if (!row) return <SettingGate settings={settings} />;
  return (
    <CityPageForm key={row.updated} stored={row.value} saving={save.isPending} onSave={(value) => save.mutate(value)} />
  );
}
