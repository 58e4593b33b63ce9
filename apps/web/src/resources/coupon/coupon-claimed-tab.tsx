import type { TWire } from '@mise/contracts/common/wire';
import type { TCouponClaimAnswer } from '@mise/contracts/resources/coupon';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { formatDateTime } from '../../lib/format';

type TCouponClaim = TWire<TCouponClaimAnswer>;

/** When the claim was made: its transaction's time, or the claim row's own when the transaction is gone. */
const claimTime = (claim: TCouponClaim) => claim.transactionData?.created ?? claim.created;

/**
 * A coupon's claims, each with its user and transaction (GET coupons/{id} including claims), newest first.
 * @example
 * const { data: claims = [] } = useCouponClaims(4);
 */
function useCouponClaims(id: number) {
  return useQuery({
    ...client.coupon.item.options({ id, query: { filter: { include: 'claims' } } }),
    select: (coupon) => {
      // The generic item answer types an included claim as a bare CouponClaim row; the server adds the claimer and the
      // transaction to each (ZCouponClaimAnswer), which the declared answer does not carry.
      const claims = (coupon.claims ?? []) as TCouponClaim[];
      return [...claims].sort((a, b) => claimTime(b).localeCompare(claimTime(a)) || b.id - a.id);
    },
  });
}

/** The coupon's Claimed tab (part 1 §2): each claim's user and claim date-time (New York time), newest first. */
export function CouponClaimedTab({ id }: TAreaTabProps<unknown>) {
  const claims = useCouponClaims(id);
  if (claims.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading claims" />
      </Box>
    );
  }
  if (claims.error)
    return <Alert severity="error">{errorMessage(claims.error, 'The claims could not be loaded')}</Alert>;
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
