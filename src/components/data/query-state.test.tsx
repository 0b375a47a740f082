import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { render, screen } from '@/testing/render';
import { QueryError } from './query-state';

const http = (status: number) => new ApiError('http', status, undefined, `HTTP ${status}`);

describe('QueryError', () => {
  it.each([
    [http(404), 'This was not found. It may have been removed, or the link is wrong.'],
    [http(422), 'The server could not answer this request. Try again, or go back and change the filters.'],
    [http(401), 'Your session has ended. Sign in again to continue.'],
    [http(403), 'You do not have permission to see this.'],
    [http(500), 'The server had a problem. Try again in a moment.'],
    [new ApiError('network', 0, undefined, 'Network Error'), 'The connection failed. Check your network and try again.'],
  ])('says what went wrong for %s', (error, text) => {
    render(<QueryError error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('says it in Portuguese for a missing record, with the retry button', () => {
    render(<QueryError error={http(404)} onRetry={vi.fn()} />, { locale: 'pt-br' });
    expect(screen.getByRole('alert')).toHaveTextContent('Não encontramos isto.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
