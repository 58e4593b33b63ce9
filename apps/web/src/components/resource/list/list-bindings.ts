import type { TListParamsApi } from './use-list-params';
import type { TResourceList } from './use-resource-list';

/**
 * The props every area list passes the same way from its URL params and its query: search, page, count, loading and
 * error (with Retry).
 * @example
 * <ResourceList label="Cities" rows={rows} pageSize={20} {...listBindings(params, list)} onAdd={openForm} addLabel="Add city" />
 */
export function listBindings<T>(params: TListParamsApi, list: TResourceList<T>) {
  return {
    search: params.search,
    onSearch: params.setSearch,
    page: params.page,
    onPage: params.setPage,
    count: list.count,
    isLoading: list.isLoading,
    isFetching: list.isFetching,
    error: list.error,
    onRetry: list.refetch,
  };
}
