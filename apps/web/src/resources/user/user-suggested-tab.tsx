import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { Pager } from '../../components/resource/list/pager';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import type { TUser } from './user-record';

/** Suggestion picks 20 per page (part 2 §9). */
const PAGE_SIZE = 20;

/** The suggested tab (part 2 §2, §7): the places the user suggested, by name, with their city and a mark where primary. */
export function UserSuggestedTab({ id }: TAreaTabProps<TUser>) {
  const [page, setPage] = useState(1);
  const filter = { limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE };
  const suggestions = useQuery({
    ...client.user.suggestions.options({ id, query: { filter } }),
    placeholderData: keepPreviousData,
  });
  if (suggestions.error) return <Alert severity="error">{errorMessage(suggestions.error)}</Alert>;
  if (suggestions.isPending) return <CircularProgress aria-label="Loading suggested places" />;
  const { results, total } = suggestions.data;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {results.length === 0 && <Typography color="text.secondary">No suggested places</Typography>}
      <List aria-label="Suggested places" dense>
        {results.map((place) => (
          <ListItemButton key={place.id} component={RouterLink} to={`/dashboard/places/${place.id}/details`}>
            <ListItemText primary={place.name} secondary={place.city ?? undefined} />
            {place.isPrimary && (
              <StarIcon fontSize="small" color="warning" titleAccess="Primary suggester" role="img" />
            )}
          </ListItemButton>
        ))}
      </List>
      <Pager page={page} count={total} pageSize={PAGE_SIZE} onChange={setPage} label="Suggested places pages" />
    </Box>
  );
}
