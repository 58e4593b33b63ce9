import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useSearchParams } from 'react-router';
import { useUrlSearchUpdate } from '../resource/list/use-url-search-update';
import { useViews } from './use-views';

/** The URL key naming the view a list was opened as (`?view=12`). */
export const VIEW_PARAM = 'view';

/**
 * Which saved view a list shows (`?view=`), as a chip whose ✕ forgets it, and what of the view could not be applied (a
 * field or rule gone since it was saved): the list opens without it and says so, never blank.
 * @example
 * const opened = useOpenedView('place'); // opened.banner above the rows
 */
export function useOpenedView(type: string | undefined) {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get(VIEW_PARAM));
  const views = useViews(type);
  const updateSearch = useUrlSearchUpdate();
  const view = id ? views.data?.items.find((v) => v.id === id) : undefined;
  if (!view) return { banner: undefined, name: undefined };
  const banner = (
    <>
      <Chip
        size="small"
        color="secondary"
        label={`View: ${view.name}`}
        onDelete={() => updateSearch((params) => params.delete(VIEW_PARAM), { replace: true })}
      />
      {view.dropped.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Part of this view no longer applies, so the list shows it without: {view.dropped.join('; ')}.
        </Alert>
      )}
    </>
  );
  return { banner, name: view.name };
}
