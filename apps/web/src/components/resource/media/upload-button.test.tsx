import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadButton } from './upload-button';

const files = () => [
  new File(['a'], 'a.webm', { type: 'video/webm' }),
  new File(['b'], 'b.webm', { type: 'video/webm' }),
];

describe('upload button', () => {
  afterEach(cleanup);

  it('should hand back every chosen file when multiple, and reset so the same files fire again', () => {
    const onFile = vi.fn();
    render(<UploadButton label="Upload videos" accept="video/webm" multiple onFile={onFile} />);
    const input = screen.getByLabelText('Upload videos') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: files() } });
    expect(onFile.mock.calls.map(([file]) => (file as File).name)).toEqual(['a.webm', 'b.webm']);
    expect(input.value).toBe('');
  });

  it('should hand back only the first file otherwise', () => {
    const onFile = vi.fn();
    render(<UploadButton label="Upload" onFile={onFile} />);
    const input = screen.getByLabelText('Upload') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    fireEvent.change(input, { target: { files: files() } });
    expect(onFile.mock.calls.map(([file]) => (file as File).name)).toEqual(['a.webm']);
  });
});
