import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/resource/feedback/confirm-dialog';
import { FilterPanel } from '../../components/resource/list/filter-panel';
import { SearchBox } from '../../components/resource/list/search-box';
import { SortableList } from '../../components/resource/relation/sortable-list';
import { ScheduleButton } from '../../components/resource/schedule/schedule-button';
import { tagResource } from '@mise/contracts/resources/tag';
import { useRowSelection } from '../../components/resource/list/use-row-selection';
import { errorMessage } from '../../lib/api-client';
import { CategoryForm } from './category-form';
import { CategoryRow } from './category-row';
import { FILTER_CHOICES, type TCategory, type TPick, type TTag, pickKey } from './tag-records';
import { TagForm } from './tag-form';
import { useTagActions } from './use-tag-actions';
import { useTagCategories } from './use-tag-categories';

type TDialog =
  | { kind: 'category'; category?: TCategory }
  | { kind: 'tag'; category: TCategory; tag?: TTag }
  | { kind: 'delete' }
  | null;

function SideButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label} placement="left">
      <IconButton aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Tags (part 2 §2 "Tag categories and tags"): a search over categories, the categories in their dragged order with
 * their tags as chips, and the side buttons: publish/unpublish and edit (exactly one tag picked), delete (anything
 * picked or ticked), add category, filter.
 */
export function TagsPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('All');
  // Picked tag chips (a tag is picked per category it shows in) and ticked categories.
  const [picks, setPicks] = useState<TPick[]>([]);
  const ticked = useRowSelection();
  const [dialog, setDialog] = useState<TDialog>(null);
  const { list, categories, move, moving } = useTagCategories(search, filter);
  const { publish, remove } = useTagActions({
    onDeleted: () => {
      setPicks([]);
      ticked.clear();
    },
  });

  const isPicked = (pick: TPick) => picks.some((p) => pickKey(p) === pickKey(pick));
  const togglePick = (pick: TPick) =>
    setPicks((now) => (isPicked(pick) ? now.filter((p) => pickKey(p) !== pickKey(pick)) : [...now, pick]));
  // The one picked tag, as currently shown (so the lock and the button follow a publish at once).
  const single = picks.length === 1 ? picks[0] : undefined;
  const singleCategory = single && categories.find((c) => c.id === single.categoryId);
  const singleTag = singleCategory?.tags.find((t) => t.id === single?.tagId);
  const anything = picks.length > 0 || ticked.ids.length > 0;

  return (
    <Box component="section" aria-labelledby="area-title">
      <Typography id="area-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        Tags
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, maxWidth: 900 }}>
          <Box sx={{ p: 1.5 }}>
            <SearchBox value={search} onChange={setSearch} label="Search categories" />
          </Box>
          {list.isPending && <CircularProgress sx={{ m: 2 }} aria-label="Loading categories" />}
          {list.error && <Alert severity="error">{errorMessage(list.error)}</Alert>}
          {list.data && categories.length === 0 && <Typography sx={{ p: 2 }}>No categories</Typography>}
          <SortableList
            items={categories}
            onMove={move}
            // A search shows only some categories: their positions among all would be guesses, so dragging waits.
            disabled={moving || search.trim() !== ''}
            label="Tag categories"
            renderItem={(category) => (
              <CategoryRow
                category={category}
                checked={ticked.has(category.id)}
                onCheck={() => ticked.toggle(category.id)}
                isPicked={isPicked}
                onPick={togglePick}
                onAddTag={() => setDialog({ kind: 'tag', category })}
                onEdit={() => setDialog({ kind: 'category', category })}
              />
            )}
          />
        </Paper>
        <Paper
          variant="outlined"
          component="nav"
          aria-label="Tag actions"
          sx={{ display: 'flex', flexDirection: 'column', p: 0.5 }}
        >
          {singleTag && singleCategory && (
            <>
              <SideButton
                label={singleTag.isPublished ? 'Unpublish tag' : 'Publish tag'}
                onClick={() => {
                  // One flip at a time: a second click before the answer would flip it back.
                  if (!publish.isPending) publish.mutate(singleTag);
                }}
              >
                {singleTag.isPublished ? <LockIcon /> : <LockOpenIcon />}
              </SideButton>
              <ScheduleButton model={tagResource.model} id={singleTag.id} published={singleTag.isPublished} />
              <SideButton
                label="Edit tag"
                onClick={() => setDialog({ kind: 'tag', category: singleCategory, tag: singleTag })}
              >
                <EditIcon />
              </SideButton>
            </>
          )}
          {anything && (
            <SideButton label="Delete" onClick={() => setDialog({ kind: 'delete' })}>
              <DeleteIcon />
            </SideButton>
          )}
          <SideButton label="Add category" onClick={() => setDialog({ kind: 'category' })}>
            <AddIcon />
          </SideButton>
          <FilterPanel choices={FILTER_CHOICES} value={filter} defaultValue="All" onApply={setFilter} />
        </Paper>
      </Box>
      {dialog?.kind === 'category' && <CategoryForm category={dialog.category} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'tag' && (
        <TagForm category={dialog.category} tag={dialog.tag} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        message="Are you sure you want to delete?"
        busy={remove.isPending}
        onNo={() => setDialog(null)}
        onYes={() => remove.mutate({ categoryIds: ticked.ids, picks }, { onSettled: () => setDialog(null) })}
      />
    </Box>
  );
}
