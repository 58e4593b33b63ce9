import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../feedback/toast';
import { PublishToggle } from './publish-toggle';

/** Holds each request until `answer` is called with its status, recording the URLs and bodies sent. */
function heldFetch() {
  const sent: { url: string; body: unknown }[] = [];
  let answer: (status: number) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body });
      const status = await new Promise<number>((resolve) => (answer = resolve));
      return new Response(
        JSON.stringify(status < 300 ? { id: 5 } : { error: { statusCode: status, message: 'refused' } }),
        {
          status,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return { sent, answer: (status: number) => act(() => answer(status)) };
}

function renderToggle(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{element}</ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the publish switch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should flip at once and send ?publish= when optimistic and in the query, then flip back when the server refuses', async () => {
    const server = heldFetch();
    renderToggle(
      <PublishToggle path="userReviews" id={5} published={false} options={{ inQuery: true, optimistic: true }} />,
    );
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Published' })).toBeTruthy();
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].url).toMatch(/\/api\/userReviews\/5\/publish\?publish=true$/);
    expect(server.sent[0].body).toBeUndefined();
    server.answer(500);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(await screen.findByText('Failed!')).toBeTruthy();
  });

  it('should wait for the server and send the flag in the body by default', async () => {
    const server = heldFetch();
    renderToggle(<PublishToggle path="destinations" id={5} published={false} />);
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(server.sent[0].url).toMatch(/\/api\/destinations\/5\/publish$/);
    expect(JSON.parse(String(server.sent[0].body))).toEqual({ publish: true });
    server.answer(200);
    expect(await screen.findByText('Published!')).toBeTruthy();
  });
});
