import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { claimTime, useCouponClaims } from './api';

/** The coupon's Claimed tab (part 1 §2): each claim's user and claim date-time (New York time), newest first. */
export function CouponClaimedTab({ couponId }: { couponId: number }) {
  const claims = useCouponClaims(couponId);
  if (claims.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading claims" />
      </Box>
    );
  }
  if (claims.error) return <Alert severity="error">{errorMessage(claims.error, 'The claims could not be loaded')}</Alert>;
  const rows = claims.data ?? [];
  if (rows.length === 0) return <Typography color="text.secondary">Nobody has claimed this coupon yet.</Typography>;
  return (
    <Table size="small" aria-label="Claims">
      <TableHead>
        <TableRow>
          <TableCell>User</TableCell>
          <TableCell>Email</TableCell>
          <TableCell>Claimed on (New York time)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((claim) => (
          <TableRow key={claim.id}>
            <TableCell>{claim.user?.name || (claim.user ? '—' : `Deleted user #${claim.userId}`)}</TableCell>
            <TableCell>{claim.user?.email ?? '—'}</TableCell>
            <TableCell>{formatDateTime(claimTime(claim))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
