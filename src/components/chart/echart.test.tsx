import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/render';

describe('EChart', () => {
  it('a chart chunk that fails to load shows an error with a retry in the frame, and the retry loads it', async () => {
    let fail = true;
    vi.doMock('./echart-canvas', () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { EChartCanvas: () => <p>canvas drawn</p> };
    });
    const { EChart } = await import('./echart');
    render(<EChart option={{}} label="FTD per day" />);
    const frame = screen.getByRole('img', { name: 'FTD per day' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(frame).toContainElement(screen.getByRole('alert'));
    fail = false;
    vi.resetModules();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('canvas drawn')).toBeInTheDocument();
  });
});
