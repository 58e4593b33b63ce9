import type { TSuggester, TUpdateSuggestions } from '@mise/contracts/resources/place';
import { userResource } from '@mise/contracts/resources/user';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../components/resource/feedback/toast';
import { SideDrawer } from '../../components/resource/detail/side-drawer';
import { applyOwnerVersion, ownerVersion } from '../../components/resource/relation/owner-version';
import { resourceKeys } from '../../components/resource/area/query-keys';
import { RelationPickerDialog } from '../../components/resource/relation/relation-picker-dialog';
import { useRelationPicker } from '../../components/resource/relation/use-relation-picker';
import { ApiError } from '../../lib/api-client';
import { client } from '../../lib/client';

const PATH = 'establishments';
const keys = resourceKeys(PATH);
const userHref = (id: number) => `/dashboard/users/${id}/details`;
const nameOf = (s: TSuggester) => s.user?.name || s.user?.email || `User ${s.userId}`;

/**
 * Who suggested the place (`suggesters` come with the detail's item) (part 2 §2, §4): the primary suggester's chip, 'View N' opening the suggesters with the primary
 * marked (choosing one makes it primary), and 'Assign Users' / edit opening the user picker with the current ones chosen.
 */
export function PlaceSuggesters({ id, suggesters }: { id: number; suggesters: TSuggester[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const picker = useRelationPicker({ resource: userResource });
  const [viewing, setViewing] = useState(false);
  const active = suggesters;
  const primary = active.find((s) => s.isPrimary);

  const save = useMutation({
    mutationFn: async (suggestions: TUpdateSuggestions['suggestions']) => {
      const answer = await client.place.updateSuggestions({
        id,
        body: { suggestions, updated: ownerVersion(queryClient, PATH, id) },
      });
      applyOwnerVersion(queryClient, { modelPath: PATH, id }, answer);
      return answer;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });

  const assign = (chosen: { id: number }[]) =>
    save.mutate(
      chosen.map((user) => ({ userId: user.id, isPrimary: user.id === primary?.userId })),
      {
        onSuccess: () => {
          toast.success('Suggestors added successfully');
          picker.close();
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && error.message ? error.message : 'Suggestors added Unsuccessfully'),
      },
    );
  const makePrimary = (userId: number) =>
    save.mutate(
      active.map((s) => ({ userId: s.userId, isPrimary: s.userId === userId })),
      { onError: () => toast.error('Primary suggester update failed') },
    );

  return (
    <Box
      role="group"
      aria-label="Suggested by"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      {primary && (
        <Chip label={`Suggested by ${nameOf(primary)}`} component={Link} to={userHref(primary.userId)} clickable />
      )}
      {active.length > 0 && (
        <Button size="small" onClick={() => setViewing(true)}>
          View {active.length}
        </Button>
      )}
      {active.length === 0 ? (
        <Button size="small" onClick={() => picker.open()} disabled={save.isPending}>
          Assign Users
        </Button>
      ) : (
        <IconButton
          aria-label="Edit suggesters"
          onClick={() =>
            picker.openWith(active.map((s) => ({ id: s.userId, name: nameOf(s), secondary: s.user?.email })))
          }
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      <SideDrawer title="Suggested by" open={viewing} onClose={() => setViewing(false)}>
        <List aria-label="Suggesters">
          {active.map((s) => (
            <ListItem
              key={s.userId}
              disablePadding
              secondaryAction={
                s.isPrimary ? (
                  <Chip size="small" color="primary" label="Primary" />
                ) : (
                  <Button size="small" disabled={save.isPending} onClick={() => makePrimary(s.userId)}>
                    Make primary
                  </Button>
                )
              }
            >
              <ListItemButton component={Link} to={userHref(s.userId)}>
                <ListItemText primary={nameOf(s)} secondary={s.user?.email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SideDrawer>
      <RelationPickerDialog
        picker={picker}
        title="Assign Users"
        onSave={assign}
        saving={save.isPending}
        onClose={picker.close}
      />
    </Box>
  );
}
