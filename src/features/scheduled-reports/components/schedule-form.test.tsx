// Scheduling a report against the Node mock (issue 20): a new monthly schedule is listed with its
// next send; the same report and frequency again is refused above the button, the choice kept;
// pausing and resuming it from the list.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@/testing/render';
import { ScheduleForm } from './schedule-form';
import { ScheduleList } from './schedule-list';

function Page() {
  return (
    <>
      <ScheduleList />
      <ScheduleForm email="affiliate@example.com" />
    </>
  );
}

describe('scheduled reports', () => {
  it('schedules a monthly report; the same one again is refused and the choice kept', async () => {
    const view = render(<Page />, { as: 'affiliate' });
    await screen.findAllByTestId('report-schedule', {}, { timeout: 15_000 });
    await view.user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await view.user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.getAllByTestId('report-schedule')).toHaveLength(2));
    const monthly = screen.getAllByTestId('report-schedule').find((r) => r.textContent?.includes('Monthly'))!;
    expect(monthly).toHaveTextContent(/Next send /);
    expect(monthly).toHaveTextContent('Not sent yet');
    await view.user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByTestId('scheduled-refusal')).toHaveTextContent('This report is already scheduled at that frequency.');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();

    await view.user.click(within(monthly).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(within(monthly).getByRole('button', { name: 'Resume' })).toBeInTheDocument());
    expect(monthly).toHaveTextContent('Paused');
  }, 60_000);
});
