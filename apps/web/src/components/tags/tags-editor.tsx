import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useToast } from '../resource/feedback/toast';
import { useUndoToast } from '../resource/feedback/use-undo-toast';
import { FormDialog } from '../resource/form/form-dialog';
import { ownerVersion } from '../resource/relation/owner-version';
import { resourceKeys } from '../resource/area/query-keys';
import { ToggleChip } from '../resource/list/toggle-chip';
import { errorMessage } from '../../lib/api-client';
import { client, resourceClientFor } from '../../lib/client';
import { grouped, type TCategory, type TTag } from './tag-groups';

/** The toasts of a save from the dialog and of removing one chip (part 2 §8: a place's and a user's words differ). */
export type TTagsMessages = { updated: string; updateFailed: string; removed: string; removeFailed: string };

export type TTagsEditorProps = {
  /** The owner's model path ('establishments', 'users'). */
  path: string;
  id: number;
  /**
   * How one chip is removed: 'relation' deletes the link (`DELETE {path}/{id}/tags/rel/{tagId}`, a place), 'tagIds'
   * stores the rest (`PATCH {path}/{id} {tagIds}`, a user's preferences).
   */
  removeBy: 'relation' | 'tagIds';
  messages: TTagsMessages;
};
/** The owner's tags: their id and name. */
const TAGS = { fields: ['id', 'name'], limit: 1000 };
/** Every category by its order with its tags: the picker (part 2 §7 "Tag categories and tags"). */
const CATEGORIES = {
  order: 'order ASC',
  limit: 1000,
  fields: ['id', 'name'],
  include: { relation: 'tags', scope: { fields: ['id', 'name'], limit: 1000 } },
};

/** The relation calls of the owner's model ('establishments', 'users'), both of which relate tags. */
function ownerRelations(path: string) {
  const relations = resourceClientFor(path).relations;
  if (!relations) throw new Error(`${path} has no relations`);
  return relations;
}

/** A category's name over its chips; a region on the tab, a group in the dialog. */
function ChipGroup({ name, as, children }: { name: string; as: 'section' | 'group'; children: ReactNode }) {
  return (
    <Box component={as === 'section' ? 'section' : 'div'} role={as === 'group' ? 'group' : undefined} aria-label={name}>
      <Typography variant="subtitle2" component="h3">
        {name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>{children}</Box>
    </Box>
  );
}

/**
 * An owner's tags by category as deletable chips, and 'Add / Remove Tags' over every category (part 2 §2: a place's Tags
 * tab, a user's preferences), storing the whole choice as `tagIds`.
 * @example
 * <TagsEditor path="users" id={user.id} removeBy="tagIds" messages={USER_TAG_MESSAGES} />
 */
export function TagsEditor({ path: PATH, id, removeBy, messages }: TTagsEditorProps) {
  const keys = resourceKeys(PATH);
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const [choosing, setChoosing] = useState<Set<number> | null>(null);
  const tags = useQuery({
    ...ownerRelations(PATH).related.options({ id, relation: 'tags', query: { filter: TAGS } }),
    // The generic relation answer is any related model's row (loosely typed); tags asked for their id and name.
    select: (related) => related as TTag[],
  });
  const categories = useQuery({
    ...client.tagCategory.list.options({ query: { filter: CATEGORIES } }),
    // Generic rows are typed loosely (fields a filter leaves out are optional); CATEGORIES asks for id, name and tags.
    select: (rows) => rows as TCategory[],
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  const remove = useMutation({
    mutationFn: (tag: TTag): Promise<unknown> =>
      removeBy === 'relation'
        ? ownerRelations(PATH).unrelate({
            id,
            relation: 'tags',
            relatedId: tag.id,
            body: { updated: ownerVersion(queryClient, PATH, id) },
          })
        : resourceClientFor(PATH).patch({
            id,
            body: {
              tagIds: (tags.data ?? []).filter((t) => t.id !== tag.id).map((t) => t.id),
              updated: ownerVersion(queryClient, PATH, id),
            },
          }),
    onSuccess: (answer) => undoToast(messages.removed, answer),
    onError: () => toast.error(messages.removeFailed),
    onSettled: refresh,
  });
  const save = useMutation({
    mutationFn: (tagIds: number[]) =>
      resourceClientFor(PATH).patch({ id, body: { tagIds, updated: ownerVersion(queryClient, PATH, id) } }),
    onSuccess: (answer) => {
      undoToast(messages.updated, answer);
      setChoosing(null);
    },
    onError: () => toast.error(messages.updateFailed),
    onSettled: refresh,
  });

  const error = tags.error ?? categories.error;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const groups = grouped(categories.data ?? [], tags.data ?? []);
  const saved = new Set((tags.data ?? []).map((t) => t.id));
  const changed =
    choosing !== null && (choosing.size !== saved.size || [...choosing].some((tagId) => !saved.has(tagId)));
  const toggle = (tagId: number) =>
    setChoosing((now) => {
      const next = new Set(now);
      if (next.has(tagId)) next.delete(tagId);
      else next.add(tagId);
      return next;
    });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          variant="outlined"
          disabled={!tags.data || !categories.data}
          onClick={() => setChoosing(new Set((tags.data ?? []).map((t) => t.id)))}
        >
          Add / Remove Tags
        </Button>
      </Box>
      {tags.data && groups.length === 0 && <Typography color="text.secondary">No tags</Typography>}
      {groups.map((group) => (
        <ChipGroup key={group.id} name={group.name} as="section">
          {group.tags.map((tag) => (
            <Chip
              key={tag.id}
              label={tag.name}
              size="small"
              disabled={remove.isPending}
              deleteIcon={<CancelIcon titleAccess={`Remove ${tag.name}`} role="img" />}
              onDelete={() => remove.mutate(tag)}
            />
          ))}
        </ChipGroup>
      ))}
      <FormDialog
        open={choosing !== null}
        title="Add / Remove Tags"
        onClose={() => setChoosing(null)}
        onSave={() => save.mutate([...(choosing ?? [])])}
        saving={save.isPending}
        dirty={changed}
      >
        <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
          {(categories.data ?? []).map((category) => (
            <ChipGroup key={category.id} name={category.name} as="group">
              {category.tags.map((tag) => (
                <ToggleChip
                  key={tag.id}
                  label={tag.name}
                  on={choosing?.has(tag.id) ?? false}
                  onClick={() => toggle(tag.id)}
                />
              ))}
            </ChipGroup>
          ))}
        </Box>
      </FormDialog>
    </Box>
  );
}
