import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../app/shell/toast';
import { ConfirmDialog } from '../../components/resource/confirm-dialog';
import { PublishLock } from '../../components/resource/publish-toggle';
import { listBindings } from '../../components/resource/list-bindings';
import { ResourceList, type TListRow } from '../../components/resource/resource-list';
import { useListParams } from '../../components/resource/use-list-params';
import { usePublishToggle } from '../../components/resource/use-publish-toggle';
import { searchWhere, type TWhere, useResourceList } from '../../components/resource/use-resource-list';
import { type TRowSelection, useRowSelection } from '../../components/resource/use-row-selection';
import { formatDate } from '../../lib/format';
import { COUPON_PAGE_SIZE, COUPON_TOAST, COUPONS_PATH, type TCoupon } from './api';
import { useCouponTrash } from './use-coupon-trash';

const DEFAULTS = { filter: '', sort: '' } as const;

type TCouponRow = Pick<TCoupon, 'id' | 'name' | 'code' | 'isPublished' | 'startDate' | 'endDate'>;
const FIELDS = ['id', 'name', 'code', 'isPublished', 'startDate', 'endDate'];

/**
 * The search box matches the name or the code (both searchable in the contract), case-insensitively.
 * @example
 * couponSearchWhere('summer') // { or: [{ name: { ilike: '%summer%' } }, { code: { ilike: '%summer%' } }] }
 */
function couponSearchWhere(search: string): TWhere | undefined {
  const byName = searchWhere(search, undefined, 'name');
  const byCode = searchWhere(search, undefined, 'code');
  return byName && byCode ? { or: [byName, byCode] } : undefined;
}

/** The publish switch of one row (part 1 §2: lists toggle publishing). */
function RowPublishSwitch({ coupon }: { coupon: TCouponRow }) {
  const { toggle, isPending } = usePublishToggle(COUPONS_PATH, coupon.id);
  return (
    <Switch
      edge="end"
      size="small"
      checked={coupon.isPublished}
      disabled={isPending}
      onChange={(e) => toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Publish ${coupon.name}` } }}
    />
  );
}

/** The bulk Delete: asks first, then sends the ticked ids to DELETE /Coupons/trash (part 1 §7). */
function BulkDelete({ selection, onTrashed }: { selection: TRowSelection; onTrashed: (ids: number[]) => void }) {
  const [asking, setAsking] = useState(false);
  const trash = useCouponTrash();
  const toast = useToast();
  const count = selection.ids.length;
  const yes = () =>
    trash.mutate(selection.ids, {
      onSuccess: (_data, ids) => {
        toast.success(COUPON_TOAST.deleted);
        selection.clear(ids);
        onTrashed(ids);
      },
      onError: () => toast.error(COUPON_TOAST.deleteFailed),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button size="small" color="error" disabled={count === 0} onClick={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        message={`Are you sure you want to delete ${count === 1 ? 'this coupon' : `these ${count} coupons`}?`}
        onYes={yes}
        onNo={() => setAsking(false)}
        busy={trash.isPending}
      />
    </>
  );
}

/** The coupons list on the left of /dashboard/coupons: locks, publish switches, bulk delete, search, add, 20 per page by name. */
export function CouponList({ selectedId, onAdd }: { selectedId?: number; onAdd: () => void }) {
  const params = useListParams(DEFAULTS);
  const selection = useRowSelection();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The open coupon went to the trash: its detail would only say "not found", so show the list alone.
  const onTrashed = (ids: number[]) => {
    if (selectedId !== undefined && ids.includes(selectedId)) navigate({ pathname: '/dashboard/coupons', search });
  };
  const where = useMemo(() => couponSearchWhere(params.search), [params.search]);
  const list = useResourceList<TCouponRow>({
    path: COUPONS_PATH,
    page: params.page,
    pageSize: COUPON_PAGE_SIZE,
    where,
    // id breaks ties so pages never overlap
    order: 'name ASC, id ASC',
    fields: FIELDS,
  });

  const rows: TListRow[] = list.items.map((coupon) => ({
    id: coupon.id,
    label: coupon.name,
    primary: coupon.name,
    secondary: `${coupon.code} · ${formatDate(coupon.startDate)}${coupon.endDate ? ` – ${formatDate(coupon.endDate)}` : ''}`,
    marker: <PublishLock published={coupon.isPublished} />,
    action: <RowPublishSwitch coupon={coupon} />,
    to: `/dashboard/coupons/${coupon.id}/details`,
  }));

  return (
    <ResourceList
      label="Coupons"
      rows={rows}
      {...listBindings(params, list)}
      selection={selection}
      bulkActions={<BulkDelete selection={selection} onTrashed={onTrashed} />}
      selectedId={selectedId}
      onAdd={onAdd}
      addLabel="Add coupon"
      pageSize={COUPON_PAGE_SIZE}
    />
  );
}
