// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { projectFixture } from '../dashboards.fixtures';
import { ProjectScreen } from './project-screen';

const serve = () =>
  apiServer.use(http.get('/api/dashboards/project', () => HttpResponse.json(projectFixture)));
const section = (name: string) => screen.getByRole('region', { name });

describe('the project dashboard', () => {
  it('shows the summary, the week, the budget, the schedule and the team', async () => {
    serve();
    renderWithProviders(<ProjectScreen />, { url: '/dashboards/project' });
    await screen.findByText('13 completed today');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Dashboard' })).toBeTruthy();
    for (const text of ['21', '17', '24', '38', '9 from yesterday', '19 closed today']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('16 implemented')).toBeTruthy();
    expect(screen.getByText('This week: 214 issues opened and 75 closed.')).toBeTruthy();
    expect(screen.getByText('This week: 594 new tasks, 287 completed.')).toBeTruthy();
    expect(screen.getByText('Onboarding takes the largest share, 88%.')).toBeTruthy();
    expect(within(section('Weekly expenses')).getByText('$8,757 in total.')).toBeTruthy();
    expect(within(section('Budget details')).getByText('$14,880.00')).toBeTruthy();
    expect(within(section('Budget details')).getByText('94.09%')).toBeTruthy();
    expect(screen.getByText('Hiring sync')).toBeTruthy();
    expect(screen.getByText('09:30 · Conference room 1B')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Tomorrow' }));
    expect(screen.getByText('Phone screen: Data Analyst')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'priya.raman@northwind.example' }).getAttribute('href'),
    ).toBe('mailto:priya.raman@northwind.example');
  });

  it('switches to last week in the URL, and the table shows that week’s figures', async () => {
    serve();
    const { router } = renderWithProviders(<ProjectScreen />, { url: '/dashboards/project' });
    await screen.findByText('This week: 214 issues opened and 75 closed.');
    fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
    expect(router.state.location.search).toBe('?range=last-week');
    expect(screen.getByText('Last week: 197 issues opened and 72 closed.')).toBeTruthy();
    const issues = section('Issues by day');
    fireEvent.click(within(issues).getByRole('button', { name: 'Table' }));
    const rows = within(within(issues).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayNew issuesClosed issues',
      'Mon379',
      'Tue328',
    ]);
  });

  it('opens on the range the URL names', async () => {
    serve();
    renderWithProviders(<ProjectScreen />, { url: '/dashboards/project?range=last-week' });
    expect(await screen.findByText('Last week: 526 new tasks, 260 completed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says when it cannot load, and loads on Try again', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/dashboards/project', () =>
        ++calls === 1
          ? HttpResponse.json(
              { success: false, error: { code: 'server.error', message: 'down' } },
              { status: 500 },
            )
          : HttpResponse.json(projectFixture),
      ),
    );
    renderWithProviders(<ProjectScreen />, { url: '/dashboards/project' });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('13 completed today')).toBeTruthy();
  });
});
