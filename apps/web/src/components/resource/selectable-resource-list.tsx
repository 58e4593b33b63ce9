import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { Pager } from './pager';
import type { TListRow, TResourceListProps } from './resource-list';
import { SearchBox } from './search-box';
import type { TRowSelection } from './use-row-selection';

/** A row that can be ticked for a bulk action and may carry its own control (a publish switch). */
export type TSelectableRow = TListRow & {
  /** Plain-text name of the row, for the checkbox's accessible name ('Select Summer 10%'). */
  label: string;
  /** A control at the row's end, outside the link (e.g. a publish switch). */
  action?: ReactNode;
};

export type TSelectableResourceListProps = Omit<TResourceListProps, 'rows'> & {
  rows: TSelectableRow[];
  selection: TRowSelection;
  /** Buttons acting on the selection (a bulk Delete); shown in a bar above the rows. */
  bulkActions: ReactNode;
};

/**
 * ResourceList with a checkbox per row, a "select all on this page" box, a bar of bulk actions and an optional control per row
 * (part 1 §2: coupons are deleted in bulk and toggled from the list). Looks and behaves like ResourceList otherwise.
 * @example
 * const selection = useRowSelection();
 * <SelectableResourceList label="Coupons" rows={rows} selection={selection} bulkActions={<Button disabled={!selection.ids.length}>Delete</Button>}
 *   search={params.search} onSearch={params.setSearch} count={list.count} page={params.page} pageSize={20} onPage={params.setPage}
 *   isLoading={list.isLoading} error={list.error} />
 */
export function SelectableResourceList(props: TSelectableResourceListProps) {
  const { label, rows, selectedId, search, onSearch, tools, onAdd, addLabel = 'Add', count, page, pageSize, onPage, isLoading, isFetching, error } = props;
  const { selection, bulkActions } = props;
  const { search: urlSearch } = useLocation();
  const pageIds = rows.map((row) => row.id);
  const ticked = pageIds.filter((id) => selection.has(id)).length;
  const lower = label.toLowerCase();

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 1 }}>
        <SearchBox value={search} onChange={onSearch} label={`Search ${lower}`} />
        {tools}
        {onAdd && (
          <IconButton color="primary" aria-label={addLabel} onClick={onAdd}>
            <AddIcon />
          </IconButton>
        )}
      </Box>
      <Box role="toolbar" aria-label={`Selected ${lower}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
        <Checkbox
          size="small"
          checked={rows.length > 0 && ticked === rows.length}
          indeterminate={ticked > 0 && ticked < rows.length}
          disabled={rows.length === 0}
          onChange={() => selection.toggleAll(pageIds)}
          slotProps={{ input: { 'aria-label': `Select all ${lower} on this page` } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {selection.ids.length > 0 ? `${selection.ids.length} selected` : ''}
        </Typography>
        {bulkActions}
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && !isLoading && <LinearProgress aria-label={`Loading ${lower}`} />}</Box>
      {error && (
        <Alert severity="error" sx={{ m: 1 }} action={<Button onClick={() => window.location.reload()}>Retry</Button>}>
          {errorMessage(error, `Could not load ${lower}`)}
        </Alert>
      )}
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={`Loading ${lower}`} />
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
              <ListItem key={row.id} disablePadding secondaryAction={row.action}>
                <Checkbox
                  size="small"
                  checked={selection.has(row.id)}
                  onChange={() => selection.toggle(row.id)}
                  sx={{ ml: 1 }}
                  slotProps={{ input: { 'aria-label': `Select ${row.label}` } }}
                />
                <ListItemButton component={Link} to={{ pathname: row.to, search: urlSearch }} selected={row.id === selectedId} sx={{ pl: 0.5 }}>
                  <ListItemText primary={row.primary} secondary={row.secondary} />
                  {row.marker && <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>{row.marker}</ListItemIcon>}
                </ListItemButton>
              </ListItem>
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
