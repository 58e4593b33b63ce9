import type { TSummaryKey } from '@mise/contracts/common/resource';
import { CONTENT_TYPES, SUMMARY_TYPES, type TContentType } from '@mise/contracts/registry';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format';
import { type TSummaryCount, unpublishedOf, useSummary } from '../../lib/summary';
import { menuPath } from '../shell/menu-entries';
import { RecentChanges } from './recent-changes';

type TTile = { label: string; key: TSummaryKey; path: string; totalOnly?: boolean };

/** Dashboard summary tiles (part 1 §2): the registry's types with a `summary`, in the menu's order. */
const TILES: readonly TTile[] = SUMMARY_TYPES.map((name) => {
  const { model, menu, summary } = CONTENT_TYPES[name];
  const { totalOnly }: NonNullable<TContentType['summary']> = summary;
  return { label: summary.tile, key: model, path: menuPath(menu), totalOnly };
});

function SummaryTile({ tile, count, isLoading }: { tile: TTile; count?: TSummaryCount; isLoading: boolean }) {
  const headingId = `tile-${tile.key}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardActionArea component={Link} to={tile.path} sx={{ height: '100%' }}>
        <CardContent>
          <Typography id={headingId} component="h2" variant="overline" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
            {isLoading ? <Skeleton width={60} /> : formatCount(count?.total ?? 0)}
          </Typography>
          {!tile.totalOnly && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 0.5, whiteSpace: 'nowrap' }}>
              <Typography variant="body2" color="text.secondary">
                Published: {isLoading ? '…' : formatCount(count?.published ?? 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Unpublished: {isLoading ? '…' : formatCount(unpublishedOf(count))}
              </Typography>
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** '/dashboard': counts of total, published and unpublished items per content type, then the guide's recent changes. */
export function DashboardPage() {
  const { data, isPending } = useSummary();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {TILES.map((tile) => (
          <SummaryTile key={tile.key} tile={tile} count={data?.[tile.key]} isLoading={isPending} />
        ))}
      </Box>
      <RecentChanges />
    </>
  );
}
