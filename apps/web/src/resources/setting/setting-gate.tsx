import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';

/**
 * What a settings tab shows until its row is there: a spinner while loading, the load error, or a note when the row
 * is missing (a database seeded before the key existed).
 */
export function SettingGate({ settings }: { settings: UseQueryResult<unknown> }) {
  if (settings.isPending) return <CircularProgress aria-label="Loading settings" />;
  if (settings.error) return <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  return <Alert severity="warning">This setting does not exist yet.</Alert>;
}
