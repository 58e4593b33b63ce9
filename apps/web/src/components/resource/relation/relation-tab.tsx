import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { Pager } from '../list/pager';
import { SortableList } from './sortable-list';
import { type TRelatedItem, useLocalPage, useRelationList } from './use-relation-list';
import { type TUseRelationRemoveOptions, useRelationRemove } from './use-relation-remove';
import { type TUseRelationReorderOptions, useRelationReorder } from './use-relation-reorder';

/** Relation tabs page locally at 30 (part 1 §9). */
export const RELATION_TAB_PAGE_SIZE = 30;

export type TRelationTabProps = {
  /** The parent's API path and id, and the relation's API name: 'destinations', 12, 'cuisines'. */
  modelPath: string;
  id: number;
  relation: string;
  /** What the list holds, for its accessible name and the empty text: 'Cuisines'. */
  label: string;
  pageSize?: number;
  /** Drag handles, each drop saved at once through the relation's change-order call. */
  reorderable?: boolean;
  reorderMessages?: TUseRelationReorderOptions['messages'];
  /** A remove button per row with a Yes/No question; `remove`/`removeMessages` replace the default rel delete. */
  removable?: boolean;
  remove?: TUseRelationRemoveOptions['remove'];
  removeMessages?: TUseRelationRemoveOptions['messages'];
  /** An add button above the list (it opens the caller's picker). */
  addLabel?: string;
  onAdd?: () => void;
  /** Makes each name a link (an eatinerary opens its details). */
  itemHref?: (item: TRelatedItem) => string;
  /** An 'Edit {name}' button per row going where the item is edited (an explore list's place opens with its form). */
  editHref?: (item: TRelatedItem) => string;
  /** Extra controls at the end of a row (the iconic dish checkbox). */
  renderActions?: (item: TRelatedItem) => ReactNode;
};

function ItemName({ item, href }: { item: TRelatedItem; href?: string }) {
  const name = href ? (
    <Link component={RouterLink} to={href} underline="hover">
      {item.name}
    </Link>
  ) : (
    item.name
  );
  return (
    <ListItemText
      primary={name}
      secondary={item.isPublished === false ? 'Unpublished' : undefined}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}

/**
 * A tab listing an item's related items (part 1 §2 city tabs): 30 per page locally, optional add button,
 * remove with 'Are you sure…?', drag reorder saved at once, all with the spec's toasts; every change
 * refreshes the parent model so tab counts follow.
 * @example
 * <RelationTab modelPath="destinations" id={cityId} relation="cuisines" label="Cuisines" reorderable removable addLabel="Add cuisines" onAdd={picker.open} />
 */
export function RelationTab(props: TRelationTabProps) {
  // Another item (or relation) starts on page 1 with no question open.
  return <RelationTabBody key={`${props.modelPath}/${props.id}/${props.relation}`} {...props} />;
}

function RelationTabBody(props: TRelationTabProps) {
  const {
    modelPath,
    id,
    relation,
    label,
    pageSize = RELATION_TAB_PAGE_SIZE,
    reorderable = false,
    removable = false,
  } = props;
  const list = useRelationList({ modelPath, id, relation });
  const items = list.data ?? [];
  const paged = useLocalPage(items, pageSize);
  // Default toasts name the list as the tab does ('DISHES delete Successful'), not by the API's relation ('FOODDRINKS').
  const reorder = useRelationReorder({
    modelPath,
    id,
    relation,
    messages: props.reorderMessages,
    label,
  });
  const removal = useRelationRemove({
    modelPath,
    id,
    relation,
    remove: props.remove,
    messages: props.removeMessages,
    label,
  });

  const renderRow = (item: TRelatedItem) => (
    <>
      <ItemName item={item} href={props.itemHref?.(item)} />
      {props.renderActions?.(item)}
      {props.editHref && (
        <IconButton component={RouterLink} to={props.editHref(item)} aria-label={`Edit ${item.name}`} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {removable && (
        <IconButton aria-label={`Remove ${item.name}`} onClick={() => removal.ask(item)} size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} />
      </Box>
    );
  } else if (list.isError) {
    body = <Alert severity="error">{errorMessage(list.error)}</Alert>;
  } else if (items.length === 0) {
    body = <Typography color="text.secondary" sx={{ py: 2 }}>{`No ${label.toLowerCase()} yet.`}</Typography>;
  } else if (reorderable) {
    body = (
      <SortableList
        items={paged.rows}
        label={label}
        disabled={reorder.isSaving}
        onMove={(from, to) => reorder.move(paged.offset + from, paged.offset + to)}
        renderItem={renderRow}
      />
    );
  } else {
    body = (
      <List aria-label={label} disablePadding>
        {paged.rows.map((item) => (
          <ListItem key={item.id} divider sx={{ gap: 1, pr: 1 }}>
            {renderRow(item)}
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Box>
      {props.onAdd && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
            {props.addLabel ?? 'Add'}
          </Button>
        </Box>
      )}
      {body}
      <Pager
        page={paged.page}
        count={paged.count}
        pageSize={pageSize}
        onChange={paged.setPage}
        label={`${label} pages`}
      />
      <ConfirmDialog
        open={removal.pending !== null}
        message={`Are you sure you want to remove ${removal.lastAsked?.name ?? 'this item'}?`}
        onYes={removal.confirm}
        onNo={removal.cancel}
        busy={removal.isRemoving}
      />
    </Box>
  );
}
