import Box from '@mui/material/Box';
import type { TPicture } from '@mise/contracts/common/picture';
import type { TSettingValue } from '@mise/contracts/resources/setting';
import { SinglePictureField } from '../../components/resource/media/single-picture-field';
import { SettingGate } from './setting-gate';
import { SETTING_MESSAGES } from './setting-messages';
import { useSettingSave } from './use-setting-save';

type TAuthScreen = TSettingValue<'authScreenConfig'>;

/**
 * /dashboard/settings/auth-screen (part 2 §3, §5 "settings images a single image"): the sign-in screen's large (desktop,
 * 1:2) and small (mobile, 2:1) pictures, each saved as soon as it is uploaded or removed.
 */
export function AuthScreenPage() {
  const { settings, row, save } = useSettingSave<TAuthScreen>('authScreenConfig', SETTING_MESSAGES.authScreen);
  if (!row) return <SettingGate settings={settings} />;
  const put = (slot: keyof TAuthScreen) => (picture: TPicture | null) => save.mutate({ ...row.value, [slot]: picture });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <SinglePictureField
        label="Large picture"
        folder="settings"
        aspect={1 / 2}
        ratioLabel="1:2"
        value={row.value.lgPicture}
        onChange={put('lgPicture')}
      />
      <SinglePictureField
        label="Small picture"
        folder="settings"
        aspect={2}
        ratioLabel="2:1"
        value={row.value.smPicture}
        onChange={put('smPicture')}
      />
    </Box>
  );
}
