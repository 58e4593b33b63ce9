import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useToast } from '../../app/shell/toast';
import type { TAreaTabProps } from '../../components/resource/area-types';
import { FormDialog } from '../../components/resource/form-dialog';
import { ownerVersion } from '../../components/resource/owner-version';
import { resourceKeys } from '../../components/resource/query-keys';
import { ToggleChip } from '../../components/resource/toggle-chip';
import { api, errorMessage } from '../../lib/api-client';
import type { TPlace } from './place-record';

type TTag = { id: number; name: string };
type TCategory = { id: number; name: string; tags: TTag[] };

const PATH = 'establishments';
const keys = resourceKeys(PATH);
/** Every category by its order with its tags: the picker (part 2 §7 "Tag categories and tags"). */
const CATEGORIES = { order: 'order ASC', limit: 1000, fields: ['id', 'name'], include: { relation: 'tags', scope: { fields: ['id', 'name'], limit: 1000 } } };

/** The place's tags grouped by category; a tag in no category is listed under 'Other'. */
function grouped(categories: TCategory[], tags: TTag[]): { id: number; name: string; tags: TTag[] }[] {
  const mine = new Map(tags.map((t) => [t.id, t]));
  const placed = new Set<number>();
  const groups = categories.map((c) => ({ id: c.id, name: c.name, tags: c.tags.filter((t) => mine.has(t.id)) })).filter((g) => g.tags.length > 0);
  for (const g of groups) for (const t of g.tags) placed.add(t.id);
  const other = tags.filter((t) => !placed.has(t.id));
  return other.length > 0 ? [...groups, { id: 0, name: 'Other', tags: other }] : groups;
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

/** The Tags tab (part 2 §2): the place's tags by category as deletable chips, and 'Add / Remove Tags' over every category. */
export function PlaceTagsTab({ id }: TAreaTabProps<TPlace>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [choosing, setChoosing] = useState<Set<number> | null>(null);
  const tags = useQuery({
    queryKey: [...keys.detail(id), 'tags'],
    queryFn: ({ signal }) => api.get<TTag[]>(`${PATH}/${id}/tags`, { filter: { fields: ['id', 'name'], limit: 1000 } }, signal),
  });
  const categories = useQuery({
    queryKey: resourceKeys('tagCategories').list({ withTags: CATEGORIES }),
    queryFn: ({ signal }) => api.get<TCategory[]>('tagCategories', { filter: CATEGORIES }, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  const remove = useMutation({
    mutationFn: (tag: TTag) => api.delete(`${PATH}/${id}/tags/rel/${tag.id}`, { updated: ownerVersion(queryClient, PATH, id) }),
    onSuccess: () => toast.success('Tag removed successfully'),
    onError: () => toast.error('Remove tag Unsuccessful'),
    onSettled: refresh,
  });
  const save = useMutation({
    mutationFn: (tagIds: number[]) => api.patch(`${PATH}/${id}`, { tagIds, updated: ownerVersion(queryClient, PATH, id) }),
    onSuccess: () => {
      toast.success('Tags Updated Successfully');
      setChoosing(null);
    },
    onError: () => toast.error('Tags Update Unsuccessful'),
    onSettled: refresh,
  });

  const error = tags.error ?? categories.error;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const groups = grouped(categories.data ?? [], tags.data ?? []);
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
        <Button variant="outlined" disabled={!tags.data || !categories.data} onClick={() => setChoosing(new Set((tags.data ?? []).map((t) => t.id)))}>
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
      >
        <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
          {(categories.data ?? []).map((category) => (
            <ChipGroup key={category.id} name={category.name} as="group">
              {category.tags.map((tag) => (
                <ToggleChip key={tag.id} label={tag.name} on={choosing?.has(tag.id) ?? false} onClick={() => toggle(tag.id)} />
              ))}
            </ChipGroup>
          ))}
        </Box>
      </FormDialog>
    </Box>
  );
}
