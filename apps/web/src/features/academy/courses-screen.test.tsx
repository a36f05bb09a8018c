// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CoursesScreen } from './courses-screen';
import { testCategories, testCourses } from './test-data';

const BASE = '/api/apps/academy';

const serve = () =>
  apiServer.use(
    http.get(`${BASE}/courses`, () => HttpResponse.json(testCourses())),
    http.get(`${BASE}/categories`, () => HttpResponse.json(testCategories)),
  );
const titles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('the course list', () => {
  it('shows each course with its progress and the way in: Start, Continue or Review', async () => {
    serve();
    renderWithProviders(<CoursesScreen />, { url: '/apps/academy' });
    const started = await screen.findByRole('listitem', { name: 'Web Performance Fundamentals' });
    expect(started.textContent).toContain('4 of 11 steps done');
    expect(started.textContent).toContain('45 minutes');
    expect(started.textContent).toContain('Updated November 27, 2026');
    expect(started.textContent).toContain('Web');
    const go = within(started).getByRole('link', { name: 'Continue Web Performance Fundamentals' });
    // Four steps done: the fifth is next.
    expect(go.getAttribute('href')).toBe('/apps/academy/c1/5');
    const fresh = screen.getByRole('listitem', { name: 'Android Lifecycle Essentials' });
    expect(
      within(fresh)
        .getByRole('link', { name: /^Start/ })
        .getAttribute('href'),
    ).toBe('/apps/academy/c0/1');
    const finished = screen.getByRole('listitem', { name: 'Web Security Basics' });
    expect(finished.textContent).toContain('Completed');
    expect(finished.textContent).toContain('Finished once');
    expect(
      within(finished)
        .getByRole('link', { name: /^Review/ })
        .getAttribute('href'),
    ).toBe('/apps/academy/c2/1');
  });

  it('filters by the category, the search and "hide completed" in the address', async () => {
    serve();
    const { router } = renderWithProviders(<CoursesScreen />, {
      url: '/apps/academy?category=web',
    });
    await screen.findByRole('listitem', { name: 'Web Security Basics' });
    expect(titles()).toEqual(['Web Performance Fundamentals', 'Web Security Basics']);

    fireEvent.click(screen.getByRole('switch', { name: 'Hide completed' }));
    await waitFor(() => expect(titles()).toEqual(['Web Performance Fundamentals']));
    expect(router.state.location.search).toBe('?category=web&hideCompleted=1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title' }), {
      target: { value: 'security' },
    });
    await screen.findByText('No courses match these filters');
    expect(router.state.location.search).toBe('?category=web&q=security&hideCompleted=1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('reads the search from the address and chooses a category from the menu', async () => {
    serve();
    const { router } = renderWithProviders(<CoursesScreen />, { url: '/apps/academy?q=LIFE' });
    await screen.findByRole('listitem', { name: 'Android Lifecycle Essentials' });
    expect(titles()).toEqual(['Android Lifecycle Essentials']);
    expect(screen.getByRole('status').textContent).toBe('1 course');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Web' }));
    await screen.findByText('No courses match these filters');
    expect(router.state.location.search).toBe('?category=web&q=LIFE');
  });

  it('says when the courses cannot be loaded', async () => {
    apiServer.use(
      http.get(`${BASE}/courses`, () =>
        HttpResponse.json({ error: 'Down', code: 'server.internal' }, { status: 500 }),
      ),
      http.get(`${BASE}/categories`, () => HttpResponse.json(testCategories)),
    );
    renderWithProviders(<CoursesScreen />, { url: '/apps/academy' });
    await screen.findByText('The courses could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
