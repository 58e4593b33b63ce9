import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../feedback/toast';

/**
 * What a kit hook needs around it in a test: a query client (mutations not retried, so a failure shows at once), the
 * router and the toasts. Tests only (`*.test.tsx`).
 * @example
 * const { wrapper, queryClient } = kitProviders();
 * renderHook(() => useResourceSave(…), { wrapper });
 */
export function kitProviders() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ToastProvider>{children}</ToastProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}
