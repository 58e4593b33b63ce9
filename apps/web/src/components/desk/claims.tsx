import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import type { TClaim } from '@mise/contracts/common/work-calls';
import { VIEW_TYPES } from '@mise/contracts/common/view-calls';
import { useMemo } from 'react';
import { client } from '../../lib/client';
import { formatDateTime } from '../../lib/format';

/** How often who-is-on-what is asked again while a list or record shows it. */
export const CLAIMS_MS = 15_000;

const workable = (type: string | undefined): type is (typeof VIEW_TYPES)[number] =>
  VIEW_TYPES.some((name) => name === type);

/**
 * Which of some records another editor is on now (a work-through's claim), by record id.
 * @example
 * const claims = useClaims('place', [1, 2, 3]); claims.get(2)?.user.name
 */
export function useClaims(type: string | undefined, ids: readonly number[]): Map<number, TClaim> {
  const query = useQuery({
    ...client.work.claims.options({ query: { type: type as never, ids: ids.join(',') } }),
    enabled: workable(type) && ids.length > 0,
    refetchInterval: CLAIMS_MS,
  });
  return useMemo(() => new Map((query.data?.items ?? []).map((claim) => [claim.id, claim])), [query.data]);
}

/** 'Ana is on it'. */
export const claimWords = (claim: TClaim) => `${claim.user.name || 'Another editor'} is on it`;

/** A record's notice that another editor is working on it (their claim lapses at `until`). */
export function ClaimNotice({ type, id }: { type: string | undefined; id: number }) {
  const claim = useClaims(type, [id]).get(id);
  if (!claim || claim.mine) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
      {claimWords(claim)}: they opened it working through a list, until {formatDateTime(claim.until)}. Your changes are
      still saved, but you may be doing the same work twice.
    </Alert>
  );
}

/** A list row's chip for a record another editor is on. */
export function ClaimChip({ claim }: { claim: TClaim | undefined }) {
  if (!claim || claim.mine) return null;
  return <Chip size="small" variant="outlined" label={claimWords(claim)} />;
}
