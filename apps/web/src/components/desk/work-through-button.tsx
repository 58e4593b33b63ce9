import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { TArea } from '../resource/area/area-types';
import { type TWorkStart, useStartWorkThrough } from './use-work-through';

/**
 * 'Work through' beside a list's tools (issue 34 point 4): opens the list's first record no other editor is on, where
 * its gap is fixed, with Save and next, Skip and Stop above it.
 * @example
 * <WorkThroughButton area={area} list={{ type: 'place', name: 'Lisbon · without photos', where, order, rule }} />
 */
export function WorkThroughButton({ area, list }: { area: Pick<TArea, 'basePath' | 'tabs'>; list: TWorkStart }) {
  const work = useStartWorkThrough(area);
  return (
    <Tooltip title="Work through">
      <span>
        <IconButton aria-label="Work through" onClick={() => work.start(list)} disabled={work.busy}>
          <PlaylistPlayIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
