// The shared search box (./search-filter): typing stays in the box, reaches the list trimmed once
// the user pauses, and a new value from outside replaces the text.
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@/testing/render';
import { SearchFilter } from './search-filter';

function Harness({ onSearch }: { onSearch: (q: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <>
      <SearchFilter label="Search" value={value} onSearch={onSearch} delayMs={50} />
      <button onClick={() => setValue('other')}>Back</button>
    </>
  );
}

describe('SearchFilter', () => {
  it('sends the trimmed text once the user pauses, and shows a new value from outside', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, '  acme ');
    expect(box).toHaveValue('  acme ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('acme'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('other');
  });
});
