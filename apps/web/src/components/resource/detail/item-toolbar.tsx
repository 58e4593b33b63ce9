import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useState } from 'react';
import { capitalise, useArea } from '../area/area-context';
import { AreaForm } from '../area/area-form';
import type { TAnyItem } from '../area/area-types';
import { ownedOf } from '@mise/contracts/resource-lookup';
import { DeleteButton } from './delete-button';
import { OwnedChoice } from './owned-choice';
import { HistoryDrawer } from '../history/history-drawer';
import { PublishToggle, type TPublishToggleOptions } from './publish-toggle';
import { ScheduleButton } from '../schedule/schedule-button';
import { useDeleteAndReturn } from './use-delete-and-return';
import { useEditRequest } from './use-edit-request';

export type TItemToolbarProps = {
  /** The item the detail shows, as its area loaded it. */
  item: TAnyItem;
  /** False hides Delete (the DEFAULT pack offers only edit). */
  canDelete?: boolean;
  /** The area's own actions, after the publish switch. */
  children?: ReactNode;
  /** The area's own actions at the far end, before Edit (the city's 'Add to {product}'). */
  end?: ReactNode;
  /** How the publish switch sends and shows the change (an editorial review's: `?publish=`, flipped at once). */
  publish?: TPublishToggleOptions;
};

/**
 * A detail's toolbar '{One} actions': the publish switch of a publishable model and its Schedule publishing, the area's own actions, Change history (the
 * record's changes, history/history-drawer.tsx), then Edit (opens
 * the area's form) and Delete (asks the area's question — for a record that owns others, whether they go to the trash
 * with it — deletes, toasts and returns to the list).
 * @example
 * <ItemToolbar item={pack} canDelete={pack.name !== DEFAULT_PACK_NAME} />
 */
export function ItemToolbar({ item, canDelete = true, children, end, publish }: TItemToolbarProps) {
  const area = useArea();
  // A link made by `editItemHref` opens the detail with its form (an explore list's place).
  const editRequested = useEditRequest();
  const [editing, setEditing] = useState(editRequested);
  const ownsOthers = ownedOf(area.resource).length > 0;
  const [withOwned, setWithOwned] = useState(false);
  const deleteAndReturn = useDeleteAndReturn({
    path: area.resource.path,
    listUrl: area.basePath,
    messages: area.messages,
    alsoInvalidate: area.save?.alsoInvalidate,
  });
  return (
    <>
      <Box
        role="toolbar"
        aria-label={`${capitalise(area.labels.one)} actions`}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        {area.resource.traits.publish && (
          <PublishToggle
            path={area.resource.path}
            id={item.id}
            published={item.isPublished === true}
            messages={area.messages}
            options={publish}
          />
        )}
        {area.resource.traits.publish && (
          <ScheduleButton model={area.resource.model} id={item.id} published={item.isPublished === true} />
        )}
        {children}
        <Box sx={{ flex: 1 }} />
        {end}
        <HistoryDrawer modelPath={area.resource.path} id={item.id} fieldViews={area.history?.fields} />
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        {canDelete && (
          <DeleteButton
            message={area.messages.deleteQuestion}
            onConfirm={() => deleteAndReturn({ id: item.id, withOwned })}
          >
            {ownsOthers && (
              <OwnedChoice path={area.resource.path} id={item.id} checked={withOwned} onChange={setWithOwned} />
            )}
          </DeleteButton>
        )}
      </Box>
      {editing && <AreaForm item={item} onClose={() => setEditing(false)} />}
    </>
  );
}
