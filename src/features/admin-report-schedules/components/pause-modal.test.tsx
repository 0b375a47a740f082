// Pausing a partner's schedule against the Node mock (issue 20): a short reason is told at its
// field and kept, a server error keeps it too, and a good one pauses the schedule by an
// administrator with that reason (the partner sees it).
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import type { AdminReportSchedule } from '@/api/generated/model/adminReportSchedule';
import { render, screen, waitFor, within } from '@/testing/render';
import { PauseModal } from './pause-modal';

describe('PauseModal', () => {
  it('tells a short reason at its field, keeps it on a server error, then pauses', async () => {
    const store = getStore();
    const row = [...store.db.reportSchedules.values()].find((s) => !s.Paused && !s.DeletedAt)!;
    const schedule = { ID: row.ID, PartnerUsername: 'partner' } as AdminReportSchedule;
    const onClose = vi.fn();
    const view = render(<PauseModal schedule={schedule} onClose={onClose} />, { as: 'admin' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await view.user.type(reason, 'Spam');
    await view.user.click(within(dialog).getByRole('button', { name: 'Pause schedule' }));
    expect(await within(dialog).findByText('Use at least 6 characters.')).toBeInTheDocument();
    await view.user.type(reason, ' reports');
    server.use(
      http.post(
        '*/api/management/report-schedules/:id/pause',
        () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Pause schedule' }));
    expect(await screen.findByText('Something went wrong. Try again in a moment.')).toBeInTheDocument();
    expect(reason).toHaveValue('Spam reports');
    expect(onClose).not.toHaveBeenCalled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Pause schedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = getStore().db.reportSchedules.get(row.ID)!;
    expect([saved.Paused, saved.PausedBy, saved.PauseReason]).toEqual([true, 'admin', 'Spam reports']);
  }, 90_000);
});
