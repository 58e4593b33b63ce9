import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, Link, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscardGuardProvider } from './discard-guard-provider';
import { FormDialog } from './form-dialog';
import { useDiscardGuard } from './use-discard-guard';
import { installPopGate } from './use-pop-guard';

// As main.tsx does, before any router listens.
installPopGate();

/** A text box guarded the way the notes box is, with a close button the way a dialog's X is. */
function Editor({ saved = '', onClose = () => undefined }: { saved?: string; onClose?: () => void }) {
  const [text, setText] = useState(saved);
  const discard = useDiscardGuard(text !== saved);
  return (
    <div>
      <input aria-label="Notes" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => discard.requestClose(onClose)}>
        close
      </button>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

/** The console as the shell builds it: the router, the guard around the pages, links to move with. */
function Console({ onClose }: { onClose?: () => void }) {
  return (
    <BrowserRouter>
      <DiscardGuardProvider>
        <Link to="/dashboard/cities/2/details">Other city</Link>
        <Link to="/dashboard/cities/1/details?q=lis">Search</Link>
        <Back />
        <Where />
        <Editor onClose={onClose} />
      </DiscardGuardProvider>
    </BrowserRouter>
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: text } });
const where = () => screen.getByRole('status', { name: 'where' }).textContent;
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const answer = async (button: 'Keep editing' | 'Discard') => {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  await waitFor(() => expect(question()).toBeNull());
};
/** Keep editing leaves the text in the box and nothing closed; asked again by the X, Discard closes. */
async function keepThenDiscard(onClose: () => void, box: string, text: string) {
  await answer('Keep editing');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: box })).toHaveProperty('value', text);
  fireEvent.click(screen.getByRole('button', { name: 'close' }));
  await answer('Discard');
  expect(onClose).toHaveBeenCalledTimes(1);
}
/** A beforeunload as the browser sends it: the page asks when a listener cancels it. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useDiscardGuard', () => {
  beforeEach(() => window.history.replaceState(null, '', '/dashboard/cities/1/details'));
  afterEach(cleanup);

  it('should close at once, without a question, when nothing is typed', () => {
    const onClose = vi.fn();
    render(<Console onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('should ask before closing with typed text: Keep editing keeps it open with the text, Discard closes', async () => {
    const onClose = vi.fn();
    render(<Console onClose={onClose} />);
    type('Call the chef');
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    await keepThenDiscard(onClose, 'Notes', 'Call the chef');
  });

  it('should make the browser ask before unloading only while text is unsaved', () => {
    render(<Console />);
    expect(unloadAsks()).toBe(false);
    type('Call the chef');
    expect(unloadAsks()).toBe(true);
    type('');
    expect(unloadAsks()).toBe(false);
  });

  it('should ask before a link leaves the page with typed text, and move only after Discard', async () => {
    render(<Console />);
    type('Call the chef');
    fireEvent.click(screen.getByRole('link', { name: 'Other city' }));
    await answer('Keep editing');
    expect(where()).toBe('/dashboard/cities/1/details');
    expect(window.location.pathname).toBe('/dashboard/cities/1/details');

    fireEvent.click(screen.getByRole('link', { name: 'Other city' }));
    await answer('Discard');
    await waitFor(() => expect(where()).toBe('/dashboard/cities/2/details'));
  });

  it('should let a search change through without a question: the editor stays on screen', () => {
    render(<Console />);
    type('Call the chef');
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(where()).toBe('/dashboard/cities/1/details?q=lis');
    expect(question()).toBeNull();
  });

  it('should move freely when nothing is typed', () => {
    render(<Console />);
    fireEvent.click(screen.getByRole('link', { name: 'Other city' }));
    expect(where()).toBe('/dashboard/cities/2/details');
    expect(question()).toBeNull();
  });

  it('should undo a step back with typed text until Discard, then take it', async () => {
    render(<Console />);
    fireEvent.click(screen.getByRole('link', { name: 'Other city' }));
    expect(where()).toBe('/dashboard/cities/2/details');
    type('Call the chef');

    act(() => screen.getByRole('button', { name: 'back' }).click());
    await answer('Keep editing');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/cities/2/details'));
    expect(where()).toBe('/dashboard/cities/2/details');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'Call the chef');

    act(() => screen.getByRole('button', { name: 'back' }).click());
    await answer('Discard');
    await waitFor(() => expect(where()).toBe('/dashboard/cities/1/details'));
    expect(window.location.pathname).toBe('/dashboard/cities/1/details');
  });
});

/** A full-screen form with a dropdown, the way an area's form is built. */
function DropdownForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <BrowserRouter>
      <DiscardGuardProvider>
        <FormDialog open title="Add City" onClose={onClose} dirty={name !== ''}>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <input
            aria-label="Continent"
            role="combobox"
            aria-expanded={open}
            onFocus={() => setOpen(true)}
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          />
        </FormDialog>
      </DiscardGuardProvider>
    </BrowserRouter>
  );
}

describe('FormDialog with unsaved changes', () => {
  afterEach(cleanup);
  const esc = (name: string) =>
    fireEvent.keyDown(screen.getByRole(name === 'Name' ? 'textbox' : 'combobox', { name }), { key: 'Escape' });

  it('should close on Esc at once when nothing is typed', () => {
    const onClose = vi.fn();
    render(<DropdownForm onClose={onClose} />);
    esc('Name');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should ask on Esc and on the X with typed text, closing only after the answer to discard', async () => {
    const onClose = vi.fn();
    render(<DropdownForm onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Lisboa' } });
    esc('Name');
    await keepThenDiscard(onClose, 'Name', 'Lisboa');
  });

  it('should keep the form open when Esc closes an open dropdown', () => {
    const onClose = vi.fn();
    render(<DropdownForm onClose={onClose} />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Continent' }));
    esc('Continent');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add City' })).toBeTruthy();
    // The dropdown is closed now: the next Esc is the form's.
    esc('Continent');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
