// A drop of several files is refused as a whole ("Choose only one file."): the dropzone itself
// accepts the first file and rejects the rest, so the component must look at the whole drop.
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@/testing/render';
import { DocumentUpload } from './document-upload';

const pdf = (name: string) => new File(['%PDF-1.4 sample'], name, { type: 'application/pdf' });

function drop(target: HTMLElement, files: File[]) {
  fireEvent.drop(target, {
    dataTransfer: { files, items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })), types: ['Files'] },
  });
}

describe('DocumentUpload', () => {
  it('refuses a drop of two files at the field and uploads nothing', async () => {
    const onUploaded = vi.fn();
    render(<DocumentUpload label="CNPJ card" mediaId="cnpj-card" onUploaded={onUploaded} testId="upload" />);
    drop(screen.getByLabelText(/CNPJ card/), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('Choose only one file.')).toBeInTheDocument();
    await waitFor(() => expect(onUploaded).not.toHaveBeenCalled());
  });
});
