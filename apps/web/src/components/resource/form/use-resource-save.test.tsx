import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResourceSave } from './use-resource-save';
import { kitProviders } from '../area/test-providers';

const CONFLICT = '"Vitamin C" was changed by someone else since you opened it; reload to see their changes';
const MESSAGES = {
  added: 'Quote has been successfully added',
  edited: 'Quote has been successfully edited',
  failed: 'Quote could not be saved',
};
const OPENED_AT = '2026-11-24T08:00:00.000Z';

/** Answers every request with `status` and `body`, recording what was sent (the web kit alone is under test here). */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSave(
  item?: { id: number; updated: string },
  createThrough?: { owner: string; relation: string },
  messages: typeof MESSAGES & { editFailed?: string } = MESSAGES,
) {
  window.history.replaceState(null, '', '/dashboard/quotes?q=eat');
  const onDone = vi.fn();
  const { wrapper } = kitProviders();
  const hook = renderHook(
    () => ({
      save: useResourceSave<{ title: string; destinationId?: number }>({
        path: 'quotes',
        item,
        messages,
        createdPath: (id) => `/dashboard/quotes/${id}/details`,
        createThrough,
        onDone,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
  return { ...hook, onDone };
}

describe('saving a form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should send the `updated` the form was opened with, and on 409 show the conflict and keep the form open', async () => {
    const fetch = answerWith(409, { error: { statusCode: 409, name: 'ConflictError', message: CONFLICT } });
    const { result, onDone } = renderSave({ id: 7, updated: OPENED_AT });
    act(() => result.current.save.mutate({ title: 'Eat well' }));
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/quotes/7');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Eat well', updated: OPENED_AT });
    // The edit is not lost: the dialog stays open with what was typed, and the spec's generic failure toast is not shown.
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.failed)).toBeNull();
    expect(result.current.save.isError).toBe(true);
  });

  it('should show the form’s own failure toast for other errors', async () => {
    answerWith(400, { error: { statusCode: 400, name: 'BadRequestError', message: 'title: Required' } });
    const { result, onDone } = renderSave({ id: 7, updated: OPENED_AT });
    act(() => result.current.save.mutate({ title: '' }));
    expect(await screen.findByText(MESSAGES.failed)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('should word an edit’s failure apart when the area says so (a cuisine’s update), and an add’s as `failed`', async () => {
    const messages = { ...MESSAGES, editFailed: 'Cuisine update unSuccessful' };
    answerWith(400, { error: { statusCode: 400, name: 'BadRequestError', message: 'name: Required' } });
    const edit = renderSave({ id: 7, updated: OPENED_AT }, undefined, messages);
    act(() => edit.result.current.save.mutate({ title: '' }));
    expect(await screen.findByText(messages.editFailed)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.failed)).toBeNull();
    edit.unmount();
    const add = renderSave(undefined, undefined, messages);
    act(() => add.result.current.save.mutate({ title: '' }));
    expect(await screen.findByText(MESSAGES.failed)).toBeTruthy();
  });

  it('should close the form with the edited toast when the save succeeds', async () => {
    answerWith(200, { id: 7, title: 'Eat well', updated: '2026-11-24T09:00:00.000Z' });
    const { result, onDone } = renderSave({ id: 7, updated: OPENED_AT });
    act(() => result.current.save.mutate({ title: 'Eat well' }));
    expect(await screen.findByText(MESSAGES.edited)).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('should add with POST and open the new item, keeping the list’s search', async () => {
    const fetch = answerWith(200, { id: 12, title: 'New' });
    const { result } = renderSave();
    act(() => result.current.save.mutate({ title: 'New' }));
    await waitFor(() => expect(result.current.location.pathname).toBe('/dashboard/quotes/12/details'));
    expect(result.current.location.search).toBe('?q=eat');
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ title: 'New' });
    expect(await screen.findByText(MESSAGES.added)).toBeTruthy();
  });

  it('should POST an add through the relation the area names (a landmark to its city’s landmarks)', async () => {
    const fetch = answerWith(200, { id: 13, title: 'Tower' });
    const { result } = renderSave(undefined, { owner: 'destinations', relation: 'landmarks' });
    act(() => result.current.save.mutate({ title: 'Tower', destinationId: 4 }));
    await waitFor(() => expect(result.current.location.pathname).toBe('/dashboard/quotes/13/details'));
    expect(fetch.mock.calls[0][0]).toBe('/api/destinations/4/landmarks');
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ title: 'Tower', destinationId: 4 });
  });
});
