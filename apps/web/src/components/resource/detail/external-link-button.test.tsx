import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLinkButton, externalHref } from './external-link-button';

describe('external link button', () => {
  afterEach(cleanup);

  it('should open the stored address in a new tab, over https when it was stored without a scheme', () => {
    render(<ExternalLinkButton url="maps.example.com/?q=38.7,-9.1" label="Open in maps" />);
    const link = screen.getByRole('link', { name: 'Open in maps' });
    expect(link.getAttribute('href')).toBe('https://maps.example.com/?q=38.7,-9.1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('should keep an http or https address as stored', () => {
    expect(externalHref('http://example.com/a')).toBe('http://example.com/a');
    expect(externalHref('HTTPS://example.com')).toBe('HTTPS://example.com');
  });

  it('should show a disabled button, not a link, when there is no address', () => {
    render(<ExternalLinkButton url="  " label="Open in maps" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect((screen.getByRole('button', { name: 'Open in maps' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
