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
import { errorMessage } from '../../../lib/api-client';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import type { TRowSelection } from './use-row-selection';

/**
 * Text that breaks anywhere rather than run out of its column (a 300-character name with no space), shown on at most
 * `lines` lines and cut with an ellipsis after.
 */
const clampedLines = (lines: number) => ({
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
});

/** A row's name and second line stay inside the list column, two lines each at most. */
const ROW_TEXT = { minWidth: 0, '& .MuiListItemText-primary, & .MuiListItemText-secondary': clampedLines(2) } as const;

/** What one row shows. */
export type TListRow = {
  id: number;
  primary: ReactNode;
  secondary?: ReactNode;
  /** Shown after the text, e.g. a lock for an unpublished item. */
  marker?: ReactNode;
  /** Path of the item's detail; the list's search params are kept. */
  to: string;
  /** Plain-text name, for the row's checkbox when the list has a selection ('Select Summer 10%'). */
  label?: string;
  /** A control at the row's end, outside the link (e.g. a publish switch). */
  action?: ReactNode;
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
  /** Ticking rows for a bulk action (coupons are deleted in bulk): a checkbox per row and "select all on this page". */
  selection?: TRowSelection;
  /** The selection may be every record the list matches ('Select all N'), for bulk edits that send the list's `where`. */
  selectAllMatching?: boolean;
  /** Buttons acting on the selection (a bulk Delete), in a bar above the rows. */
  bulkActions?: ReactNode;
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
    selection,
    bulkActions,
  } = props;
  const { search: urlSearch } = useLocation();
  const lower = label.toLowerCase();
  const link = (row: TListRow) => (
    <ListItemButton
      component={Link}
      to={{ pathname: row.to, search: urlSearch }}
      selected={row.id === selectedId}
      sx={selection ? { pl: 0.5 } : undefined}
    >
      <ListItemText primary={row.primary} secondary={row.secondary} sx={ROW_TEXT} />
      {row.marker && <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>{row.marker}</ListItemIcon>}
    </ListItemButton>
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 1 }}>
        <SearchBox value={search} onChange={onSearch} label={`Search ${lower}`} />
        {tools}
        {onAdd && (
          <IconButton color="primary" aria-label={addLabel} onClick={onAdd}>
            <AddIcon />
          </IconButton>
        )}
      </Box>
      {selection && (
        <SelectionBar
          label={lower}
          pageIds={rows.map((row) => row.id)}
          selection={selection}
          actions={bulkActions}
          total={props.selectAllMatching ? count : undefined}
        />
      )}
      <Box sx={{ height: 4 }}>{isFetching && !isLoading && <LinearProgress aria-label={`Loading ${lower}`} />}</Box>
      {error && (
        <Alert severity="error" sx={{ m: 1 }} action={onRetry && <Button onClick={onRetry}>Retry</Button>}>
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
          <Typography color="text.secondary" sx={{ p: 2, ...clampedLines(3) }}>
            {props.emptyText ?? (search ? `Nothing matches "${search}".` : 'Nothing here yet.')}
          </Typography>
        ) : (
          <List aria-label={label} dense>
            {rows.map((row) => (
              <ListItem key={row.id} disablePadding secondaryAction={row.action}>
                {selection && (
                  <Checkbox
                    size="small"
                    checked={selection.has(row.id)}
                    onChange={() => selection.toggle(row.id)}
                    sx={{ ml: 1 }}
                    slotProps={{ input: { 'aria-label': `Select ${row.label ?? row.id}` } }}
                  />
                )}
                {link(row)}
              </ListItem>
            ))}
          </List>
        ))
      )}
      {count !== undefined && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', textAlign: 'center' }}
          aria-live="polite"
        >
          {count === 1 ? '1 item' : `${count.toLocaleString('en-US')} items`}
        </Typography>
      )}
      <Pager page={page} count={count ?? 0} pageSize={pageSize} onChange={onPage} label={`${label} pages`} />
    </Box>
  );
}

/**
 * The bar of a list with a selection: "select all on this page", how many are selected, and the bulk actions. With
 * `total` (a list whose bulk edits can take its search and filter), a full page offers 'Select all N'.
 */
function SelectionBar({
  label,
  pageIds,
  selection,
  actions,
  total,
}: {
  label: string;
  pageIds: number[];
  selection: TRowSelection;
  actions: ReactNode;
  total?: number;
}) {
  const ticked = pageIds.filter((id) => selection.has(id)).length;
  const whole = pageIds.length > 0 && ticked === pageIds.length;
  const words = selection.allMatching
    ? `All ${(total ?? 0).toLocaleString('en-US')} selected`
    : selection.ids.length > 0
      ? `${selection.ids.length} selected`
      : '';
  return (
    <Box role="toolbar" aria-label={`Selected ${label}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
      <Checkbox
        size="small"
        checked={whole}
        indeterminate={ticked > 0 && ticked < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={() => (selection.allMatching ? selection.clear() : selection.toggleAll(pageIds))}
        slotProps={{ input: { 'aria-label': `Select all ${label} on this page` } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
        {words}
        {whole && !selection.allMatching && total !== undefined && total > pageIds.length && (
          <Button size="small" onClick={selection.selectAllMatching} sx={{ ml: 1 }}>
            Select all {total.toLocaleString('en-US')} {label}
          </Button>
        )}
      </Typography>
      {actions}
    </Box>
  );
}
