import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';
import { useResourceSave } from './use-resource-save';
import { useSubmitGuard } from './use-submit-guard';
import { kitProviders } from '../area/test-providers';

/** A form as the kit's are built: react-hook-form with an async check before the save, SAVE in the dialog's bar. */
function GuardedForm({ save }: { save: (body: { title: string }) => Promise<unknown> }) {
  const { register, handleSubmit } = useForm<{ title: string }>({
    defaultValues: { title: 'Eat well' },
    // Validation takes a while (a zod resolver is async): the second click lands during it.
    resolver: async (values) => {
      await new Promise((done) => setTimeout(done, 20));
      return { values, errors: {} };
    },
  });
  const guard = useSubmitGuard();
  return (
    <FormDialog open title="Add Quote" onClose={() => undefined} formId="quote-form" saving={guard.busy}>
      <form id="quote-form" noValidate onSubmit={guard.wrap(handleSubmit((body) => save(body)))}>
        <input {...register('title')} aria-label="Title" />
      </form>
    </FormDialog>
  );
}

describe('one click or two, one save', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should call the save once for two synchronous clicks on SAVE, and disable SAVE from the first', async () => {
    const save = vi.fn(() => new Promise((done) => setTimeout(done, 30)));
    render(<GuardedForm save={save} />);
    const button = screen.getByRole('button', { name: 'SAVE' });
    const form = document.getElementById('quote-form') as HTMLFormElement;
    act(() => {
      fireEvent.click(button);
      // The click's submit, sent the way the browser does for a submit button outside its form.
      fireEvent.submit(form);
      fireEvent.click(button);
      fireEvent.submit(form);
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    // Held until the save ended, then free for the next one.
    act(() => void fireEvent.submit(form));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  });

  it('should send one request with one Idempotency-Key when the save is started twice, and the same key on a retry', async () => {
    const sent: RequestInit[] = [];
    let status = 503;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(init ?? {});
        await new Promise((done) => setTimeout(done, 10));
        return new Response(JSON.stringify(status === 200 ? { id: 5 } : { error: { message: 'Unavailable' } }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { wrapper } = kitProviders();
    const { result } = renderHook(
      () =>
        useResourceSave<{ title: string }>({
          path: 'quotes',
          messages: { added: 'Added', edited: 'Edited' },
          createdPath: (id) => `/q/${id}`,
          onDone: () => undefined,
        }),
      { wrapper },
    );
    act(() => {
      result.current.mutate({ title: 'Eat' });
      result.current.mutate({ title: 'Eat' });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent).toHaveLength(1);
    const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
    // The same save tried again after a failure is the same action: same key. Another body is another action.
    status = 200;
    act(() => result.current.mutate({ title: 'Eat' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    act(() => result.current.mutate({ title: 'Drink' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(keyOf(sent[2])).not.toBe(keyOf(sent[0]));
  });
});
