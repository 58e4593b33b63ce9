import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Changes the URL's search params starting from the address bar as it is now, not from the copy of the last render:
 * react-router's `setSearchParams(current => …)` hands the rendered params, so a search settling after its debounce and
 * a filter applied a moment later each rebuilt the URL without the other. The browser router writes history at once,
 * so `window.location` already holds every change made before this one.
 * @example
 * const updateSearch = useUrlSearchUpdate();
 * updateSearch((params) => params.set('filter', 'published'));
 * updateSearch((params) => params.set('q', 'lis'), { replace: true });
 */
export function useUrlSearchUpdate() {
  const navigate = useNavigate();
  return useCallback(
    (change: (params: URLSearchParams) => void, { replace = false } = {}) => {
      const params = new URLSearchParams(window.location.search);
      change(params);
      const search = params.toString();
      void navigate(
        { pathname: window.location.pathname, search: search ? `?${search}` : '', hash: window.location.hash },
        { replace },
      );
    },
    [navigate],
  );
}
