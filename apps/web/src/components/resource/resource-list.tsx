import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { Pager } from './pager';
import { SearchBox } from './search-box';

/** What one row shows. */
export type TListRow = {
  id: number;
  primary: ReactNode;
  secondary?: ReactNode;
  /** Shown after the text, e.g. a lock for an unpublished item. */
  marker?: ReactNode;
  /** Path of the item's detail; the list's search params are kept. */
  to: string;
};

export type TResourceListProps = {
  /** Accessible name of the list ('Cities'). */
  label: string;
  rows: TListRow[];
  selectedId?: number;
  search: string;
  onSearch: (search: string) => void;
  /** Filter panel and sort menu, next to the search box. */
  tools?: ReactNode;
  onAdd?: () => void;
  addLabel?: string;
  count: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  isLoading: boolean;
  isFetching?: boolean;
  error: Error | null;
  /** Offered as 'Retry' next to a load error (e.g. the list hook's `refetch`). */
  onRetry?: () => void;
  emptyText?: string;
};

/**
 * The left list of an area: 'Search' box, tools, add button, rows, pager, and its loading, empty and
 * error states (part 1 §2). Rows link to the item with the list's URL params kept.
 * @example
 * <ResourceList label="Cities" rows={rows} search={params.search} onSearch={params.setSearch} count={list.count}
 *   page={params.page} pageSize={20} onPage={params.setPage} isLoading={list.isLoading} error={list.error} onAdd={openForm} addLabel="Add city" />
 */
export function ResourceList(props: TResourceListProps) {
  const {
    label,
    rows,
    selectedId,
    search,
    onSearch,
    tools,
    onAdd,
    addLabel = 'Add',
    count,
    page,
    pageSize,
    onPage,
    isLoading,
    isFetching,
    error,
    onRetry,
  } = props;
  const { search: urlSearch } = useLocation();

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 1 }}>
        <SearchBox value={search} onChange={onSearch} label={`Search ${label.toLowerCase()}`} />
        {tools}
        {onAdd && (
          <IconButton color="primary" aria-label={addLabel} onClick={onAdd}>
            <AddIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && !isLoading && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />}</Box>
      {error && (
        <Alert severity="error" sx={{ m: 1 }} action={onRetry && <Button onClick={onRetry}>Retry</Button>}>
          {errorMessage(error, `Could not load ${label.toLowerCase()}`)}
        </Alert>
      )}
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} />
        </Box>
      ) : (
        !error &&
        (rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {props.emptyText ?? (search ? `Nothing matches "${search}".` : 'Nothing here yet.')}
          </Typography>
        ) : (
          <List aria-label={label} dense>
            {rows.map((row) => (
              <ListItemButton key={row.id} component={Link} to={{ pathname: row.to, search: urlSearch }} selected={row.id === selectedId}>
                <ListItemText primary={row.primary} secondary={row.secondary} />
                {row.marker && <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>{row.marker}</ListItemIcon>}
              </ListItemButton>
            ))}
          </List>
        ))
      )}
      {count !== undefined && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center' }} aria-live="polite">
          {count === 1 ? '1 item' : `${count.toLocaleString('en-US')} items`}
        </Typography>
      )}
      <Pager page={page} count={count ?? 0} pageSize={pageSize} onChange={onPage} label={`${label} pages`} />
    </Box>
  );
}
