import { userResource } from '@mise/contracts/resources/user';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TAreaTabProps } from '../../../components/resource/area/area-types';
import { Pager } from '../../../components/resource/list/pager';
import { RelationPickerDialog } from '../../../components/resource/relation/relation-picker-dialog';
import { useRelationPicker } from '../../../components/resource/relation/use-relation-picker';
import { errorMessage } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format';
import {
  SUBSCRIBERS_PAGE_SIZE,
  type TSubscriber,
  useCitySubscribers,
  useSubscribedAmong,
  useSubscribeUsers,
} from './use-city-subscribers';

/** 'Expires on MM/DD/YY' in New York time (part 1 §9); a subscription without an end date never expires. */
function expiryText(endDate: string | null): string {
  return endDate ? `Expires on ${formatShortDate(endDate)}` : 'Does not expire';
}

function SubscriberRow({ subscriber }: { subscriber: TSubscriber }) {
  const name = subscriber.user?.name || subscriber.user?.email || `User ${subscriber.userId}`;
  return (
    <ListItem divider>
      <ListItemText
        primary={name}
        secondary={subscriber.user?.name ? subscriber.user.email : undefined}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {expiryText(subscriber.endDate)}
      </Typography>
    </ListItem>
  );
}

/** The city's user tab (part 1 §2 Cities): subscribers 21 per page, and adding users through the user picker. */
export function CityUserTab({ id: cityId }: TAreaTabProps<unknown>) {
  const [page, setPage] = useState(1);
  const subscribers = useCitySubscribers(cityId, page);
  const picker = useRelationPicker({ resource: userResource });
  const shownIds = picker.items.map((user) => user.id);
  const marked = useSubscribedAmong(cityId, shownIds, picker.isOpen);
  const subscribe = useSubscribeUsers(cityId, picker.close);
  const items = subscribers.data?.items ?? [];

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={picker.open}>
          Add users
        </Button>
      </Box>
      {subscribers.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading subscribers" />
        </Box>
      ) : subscribers.isError ? (
        <Alert severity="error">{errorMessage(subscribers.error)}</Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No subscribers yet.
        </Typography>
      ) : (
        <List aria-label="Subscribers" disablePadding>
          {items.map((subscriber) => (
            <SubscriberRow key={subscriber.id} subscriber={subscriber} />
          ))}
        </List>
      )}
      <Pager
        page={page}
        count={subscribers.data?.count ?? 0}
        pageSize={SUBSCRIBERS_PAGE_SIZE}
        onChange={setPage}
        label="Subscribers pages"
      />
      <RelationPickerDialog
        picker={picker}
        title="Add users"
        saving={subscribe.isPending}
        saveError={subscribe.isError ? errorMessage(subscribe.error) : undefined}
        onClose={subscribe.reset}
        onSave={(users) => (users.length === 0 ? picker.close() : subscribe.mutate(users.map((user) => user.id)))}
        disabledReason={(user) => (marked.data?.has(user.id) ? 'Already subscribed' : undefined)}
      />
    </Box>
  );
}
