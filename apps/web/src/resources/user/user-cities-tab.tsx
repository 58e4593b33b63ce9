import { cityResource } from '@mise/contracts/resources/city';
import { destinationSubscriptionResource } from '@mise/contracts/resources/destination-subscription';
import type { calls } from '@mise/contracts/calls';
import type { TCallAnswer } from '@mise/contracts/common/call';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../components/resource/feedback/toast';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { ReferenceMultiSelect } from '../../components/resource/reference/reference-multi-select';
import { FormDialog } from '../../components/resource/form/form-dialog';
import { cityKeys, resourceKeys } from '../../components/resource/area/query-keys';
import type { TReferenceOption } from '../../components/resource/reference/use-reference-options';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { formatShortDate } from '../../lib/format';
import { USER_UPDATE_FAILED, USER_UPDATED } from './user-messages';
import { type TUser, USERS_PATH } from './user-record';

type TSubscribed = TCallAnswer<typeof calls.user.subscribedCities>[number];

/** 'Lisboa, Portugal': the city with its state and country where known. */
const placeName = (d: TSubscribed['destination']) => [d.name, d.state, d.country].filter(Boolean).join(', ');

/**
 * The cities tab (part 2 §2): the cities the user subscribes to, by name, each with 'Expires on MM/DD/YY' (§9), and
 * 'Assign cities', which subscribes the user to several cities at once through
 * `POST DestinationTransactions/multi-user-multi-destination-purchase` (§7).
 */
export function UserCitiesTab({ id }: TAreaTabProps<TUser>) {
  const [assigning, setAssigning] = useState(false);
  const subscribed = useQuery(client.user.subscribedCities.options({ id }));
  if (subscribed.error) return <Alert severity="error">{errorMessage(subscribed.error)}</Alert>;
  if (subscribed.isPending) return <CircularProgress aria-label="Loading cities" />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAssigning(true)}>
          Assign cities
        </Button>
      </Box>
      {subscribed.data.length === 0 && <Typography color="text.secondary">No subscribed cities</Typography>}
      <List aria-label="Subscribed cities" dense>
        {subscribed.data.map((entry) => (
          <ListItemButton key={entry.id} component={RouterLink} to={`/dashboard/cities/${entry.destinationId}/details`}>
            <ListItemText
              primary={placeName(entry.destination)}
              secondary={entry.endDate ? `Expires on ${formatShortDate(entry.endDate)}` : 'No end date'}
            />
          </ListItemButton>
        ))}
      </List>
      {assigning && <AssignCitiesDialog userId={id} onClose={() => setAssigning(false)} />}
    </Box>
  );
}

/** Chooses several cities and subscribes the user to each (a purchase of each city's pack, as the part 1 call does). */
function AssignCitiesDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [cities, setCities] = useState<TReferenceOption[]>([]);
  const assign = useMutation({
    mutationFn: () =>
      client.destinationTransaction.multiPurchase({
        body: { destinationIds: cities.map((c) => c.id), userIds: [userId] },
      }),
    onSuccess: async () => {
      toast.success(USER_UPDATED);
      onClose();
      // The user's cities, the cities' counts, and their subscriber lists (the subscriptions' calls).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys(USERS_PATH).all }),
        queryClient.invalidateQueries({ queryKey: cityKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys(destinationSubscriptionResource.path).all }),
      ]);
    },
    onError: () => toast.error(USER_UPDATE_FAILED),
  });
  return (
    <FormDialog
      open
      title="Assign cities"
      onClose={onClose}
      onSave={() => cities.length > 0 && assign.mutate()}
      saving={assign.isPending}
    >
      <Box sx={{ p: 2, minWidth: 360 }}>
        <ReferenceMultiSelect
          resource={cityResource}
          id="assign-cities"
          label="Cities"
          placeholder="Choose cities"
          value={cities}
          onChange={setCities}
        />
      </Box>
    </FormDialog>
  );
}
