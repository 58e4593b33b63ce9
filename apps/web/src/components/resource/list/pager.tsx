import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

/** How many page numbers the pager shows at once (part 1 §9). */
export const PAGER_WINDOW = 3;

export type TPagerProps = {
  /** 1-based current page. */
  page: number;
  /** Total number of items; with `pageSize` gives the page count. */
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
};

/**
 * The pages to show: a window of three around the current page, clamped to the ends.
 * @example
 * pagerWindow(5, 10) // [4, 5, 6]
 * pagerWindow(1, 10) // [1, 2, 3]
 */
export function pagerWindow(page: number, pageCount: number, size = PAGER_WINDOW): number[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}

/**
 * Previous, three page numbers and next — no first/last buttons (part 1 §9). Hidden when there is one page or none.
 * @example
 * <Pager page={page} count={total} pageSize={20} onChange={setPage} />
 */
export function Pager({ page, count, pageSize, onChange, label = 'pagination' }: TPagerProps) {
  const pageCount = Math.max(0, Math.ceil(count / pageSize));
  if (pageCount <= 1) return null;
  const pages = pagerWindow(page, pageCount);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, py: 1 }}
    >
      <IconButton size="small" aria-label="Go to previous page" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pages.map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-label={`page ${p}`}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onChange(p)}
          sx={{ minWidth: 36 }}
        >
          {p}
        </Button>
      ))}
      <IconButton
        size="small"
        aria-label="Go to next page"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
