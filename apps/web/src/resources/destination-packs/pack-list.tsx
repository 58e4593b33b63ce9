import { useMemo } from 'react';
import { listBindings } from '../../components/resource/list-bindings';
import { ResourceList, type TListRow } from '../../components/resource/resource-list';
import { useListParams } from '../../components/resource/use-list-params';
import { searchWhere, useResourceList } from '../../components/resource/use-resource-list';
import { PACK_PAGE_SIZE, PACKS_PATH, packPrice, type TPack } from './api';

const DEFAULTS = { filter: '', sort: '' } as const;

/** The packs list on the left of /dashboard/destination-packs: search, add, 20 per page by name. */
export function PackList({ selectedId, onAdd }: { selectedId?: number; onAdd: () => void }) {
  const params = useListParams(DEFAULTS);
  const where = useMemo(() => searchWhere(params.search, undefined), [params.search]);
  const list = useResourceList<TPack>({ path: PACKS_PATH, page: params.page, pageSize: PACK_PAGE_SIZE, where, order: 'name ASC, id ASC' });

  const rows: TListRow[] = list.items.map((pack) => ({
    id: pack.id,
    primary: pack.name,
    secondary: packPrice(pack),
    to: `/dashboard/destination-packs/${pack.id}/detail`,
  }));

  return (
    <ResourceList
      label="Destination packs"
      rows={rows}
      {...listBindings(params, list)}
      selectedId={selectedId}
      onAdd={onAdd}
      addLabel="Add destination pack"
      pageSize={PACK_PAGE_SIZE}
    />
  );
}
