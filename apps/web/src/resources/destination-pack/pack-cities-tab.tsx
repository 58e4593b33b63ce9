import { cityResource } from '@mise/contracts/resources/city';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../components/resource/list/pager';
import { SearchBox } from '../../components/resource/list/search-box';
import { useListParams, usePageWithinCount } from '../../components/resource/list/use-list-params';
import { useTypedList, type TWhereOf } from '../../components/resource/list/typed-list';
import { searchWhere } from '../../components/resource/list/use-resource-list';
import { errorMessage } from '../../lib/api-client';
import type { TAreaTabProps } from '../../components/resource/area/area-types';

/** A pack's cities page at 21 (part 1 §9). */
const PACK_CITIES_PAGE_SIZE = 21;

/** URL params of this tab's own list, apart from the packs list's. */
const PREFIX = 'city-';
const DEFAULTS = { filter: '', sort: '' } as const;

/** The cities of a pack (destinationPackId = pack id), 21 per page, with a search limited to the pack. */
export function PackCitiesTab({ id: packId }: TAreaTabProps<unknown>) {
  const params = useListParams(DEFAULTS, PREFIX);
  const where = useMemo(
    () => searchWhere(params.search, { destinationPackId: packId }) as TWhereOf<typeof cityResource>,
    [params.search, packId],
  );
  const list = useTypedList(cityResource, {
    page: params.page,
    pageSize: PACK_CITIES_PAGE_SIZE,
    where,
    order: 'name ASC',
    fields: ['name', 'state', 'country', 'isPublished'],
  });
  usePageWithinCount(params, list.currentCount, PACK_CITIES_PAGE_SIZE);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <SearchBox value={params.search} onChange={params.setSearch} label="Search cities of this pack" />
      {list.error && <Alert severity="error">{errorMessage(list.error, 'Could not load the cities')}</Alert>}
      {list.isLoading ? (
        <CircularProgress aria-label="Loading cities" sx={{ justifySelf: 'center' }} />
      ) : list.items.length === 0 ? (
        !list.error && (
          <Typography color="text.secondary">
            {params.search ? `No city of this pack matches "${params.search}".` : 'No cities in this pack.'}
          </Typography>
        )
      ) : (
        <List aria-label="Cities of this pack" dense>
          {list.items.map((city) => (
            <ListItemButton key={city.id} component={Link} to={`/dashboard/cities/${city.id}/details`}>
              <ListItemText primary={city.name} secondary={[city.state, city.country].filter(Boolean).join(', ')} />
              {!city.isPublished && <LockIcon fontSize="small" color="warning" titleAccess="Unpublished" />}
            </ListItemButton>
          ))}
        </List>
      )}
      {list.count !== undefined && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {list.count === 1 ? '1 city' : `${list.count} cities`}
        </Typography>
      )}
      <Pager
        page={params.page}
        count={list.count ?? 0}
        pageSize={PACK_CITIES_PAGE_SIZE}
        onChange={params.setPage}
        label="Pack cities pages"
      />
    </Box>
  );
}
