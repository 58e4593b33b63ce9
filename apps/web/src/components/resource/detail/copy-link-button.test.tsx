import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../feedback/toast';
import { constantsQueryOptions } from '../../../lib/app-data';
import { CopyLinkButton } from './copy-link-button';

function wrap(children: ReactNode, siteUrl: string) {
  const client = new QueryClient();
  client.setQueryData(constantsQueryOptions.queryKey, {
    siteUrl,
    productName: 'Mise',
    mapTilesUrl: '',
    mapTilesAttribution: '',
    pictureOrientations: [],
  });
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

describe('copy link', () => {
  afterEach(() => vi.restoreAllMocks());

  it("should copy {site}{path} once, without a doubled slash, and say 'Link Copied!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(wrap(<CopyLinkButton path="/places/sol-e-pesca" />, 'https://guide.example/'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith('https://guide.example/places/sol-e-pesca');
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
  });

  it('should write each label on its button, so several copy links are told apart without a tooltip', () => {
    render(
      wrap(
        <>
          <CopyLinkButton path="/dishes/pastel" />
          <CopyLinkButton path="/dishes/pastel/places" label="Copy places link" />
        </>,
        'https://guide.example',
      ),
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Copy link',
      'Copy places link',
    ]);
  });

  it('should say so when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(wrap(<CopyLinkButton path="/places/1" />, 'https://guide.example'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(await screen.findByText('Could not copy the link')).toBeTruthy();
  });
});
