import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type TToastApi, ToastProvider, useToast } from './toast';

/** Renders the provider and hands back its toast API. */
function renderToasts() {
  const api: { current?: TToastApi } = {};
  function Grab() {
    api.current = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  return api.current!;
}

describe('toasts', () => {
  it('should show a toast with its message', async () => {
    const toast = renderToasts();
    act(() => toast.success('City has been successfully added'));
    expect(await screen.findByText('City has been successfully added')).toBeTruthy();
  });

  it('should replace a showing toast with the next, one at a time, never dropping the second', async () => {
    const toast = renderToasts();
    act(() => toast.success('City has been successfully published'));
    expect(await screen.findByText('City has been successfully published')).toBeTruthy();
    act(() => toast.error('Deletion of City failed'));
    expect(await screen.findByText('Deletion of City failed')).toBeTruthy();
    expect(screen.queryByText('City has been successfully published')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('should show the last of two toasts raised in the same moment', async () => {
    const toast = renderToasts();
    act(() => {
      toast.success('first');
      toast.error('second');
    });
    expect(await screen.findByText('second')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
  });

  it('should refuse to be used outside its provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside ToastProvider');
  });
});
