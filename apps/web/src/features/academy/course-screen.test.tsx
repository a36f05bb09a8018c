// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Course } from '@rehearse/contracts/academy';
import { apiServer } from '../../test/api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { CourseScreen } from './course-screen';
import { testCategories, testCourseWithSteps } from './test-data';

const BASE = '/api/apps/academy';

// The route's part: the course and step come from /apps/academy/:courseId/:step.
function Harness() {
  const [, , courseId = '', step] = (useParams()['*'] ?? '').split('/');
  return <CourseScreen courseId={courseId} step={step} />;
}

// Serves one course whose progress the PATCH calls change, unless `refuse` is set.
function serveCourse(progress: Course['progress'], { refuse = false } = {}) {
  let course = testCourseWithSteps({ progress });
  const saved: unknown[] = [];
  apiServer.use(
    http.get(`${BASE}/categories`, () => HttpResponse.json(testCategories)),
    http.get(`${BASE}/courses/course`, () => HttpResponse.json(course)),
    http.patch(`${BASE}/courses/course/progress`, async ({ request }) => {
      const body = (await request.json()) as { currentStep?: number; completed?: number };
      saved.push(body);
      if (refuse) {
        return HttpResponse.json(
          {
            error: 'Current step must be at most 11',
            code: 'validation.too_big',
            params: { maximum: 11 },
          },
          { status: 400 },
        );
      }
      course = { ...course, progress: { ...course.progress, ...body } };
      const { steps: _steps, ...rest } = course;
      return HttpResponse.json(rest);
    }),
    http.post(`${BASE}/courses/course/finish`, async ({ request }) => {
      saved.push({ finish: await request.json() });
      const { completed } = course.progress;
      course = { ...course, progress: { currentStep: 11, completed: completed + 1 } };
      const { steps: _steps, ...rest } = course;
      return HttpResponse.json(rest);
    }),
  );
  return saved;
}

describe('a course', () => {
  it('opens where the user left off when the address names no step', async () => {
    serveCourse({ currentStep: 4, completed: 0 });
    const { router } = renderWithProviders(<Harness />, { url: '/apps/academy/c1' });
    await screen.findByRole('heading', { level: 2, name: 'Step title 5' });
    expect(router.state.location.pathname).toBe('/apps/academy/c1/5');
    expect(screen.getByText('Step 5 of 11')).toBeTruthy();
    expect(screen.getByText('4 of 11 steps done')).toBeTruthy();
  });

  it('saves the step moved to, shows the stored markup safely, and moves back by arrow key', async () => {
    const saved = serveCourse({ currentStep: 4, completed: 0 });
    const { router, container } = renderWithProviders(<Harness />, { url: '/apps/academy/c1/5' });
    const article = await screen.findByRole('article', { name: 'Step title 5' });
    expect(within(article).getByText('code').tagName).toBe('CODE');
    expect(container.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Step title 6' });
    expect(router.state.location.pathname).toBe('/apps/academy/c1/6');
    await screen.findByText('5 of 11 steps done');
    await waitFor(() => expect(saved).toEqual([{ id: 'c1', currentStep: 5, completed: 0 }]));

    fireEvent.keyDown(screen.getByRole('article'), { key: 'ArrowLeft' });
    await screen.findByRole('heading', { level: 2, name: 'Step title 5' });
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ id: 'c1', currentStep: 4, completed: 0 });

    // The step menu (the phone layout in this test) jumps anywhere.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: '9. Step title 9' }));
    await screen.findByRole('heading', { level: 2, name: 'Step title 9' });
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2]).toEqual({ id: 'c1', currentStep: 8, completed: 0 });
  });

  it('puts the progress back and says so when the server refuses the step', async () => {
    serveCourse({ currentStep: 4, completed: 0 }, { refuse: true });
    renderWithProviders(<Harness />, { url: '/apps/academy/c1/5' });
    await screen.findByRole('heading', { level: 2, name: 'Step title 5' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your place in the course was not saved');
    expect(alert.textContent).toContain('Must be at most 11.');
    await screen.findByText('4 of 11 steps done');
  });

  it('finishes on the last step, then offers a restart after a confirmation', async () => {
    const saved = serveCourse({ currentStep: 10, completed: 1 });
    const { router } = renderWithProviders(<Harness />, { url: '/apps/academy/c1/11' });
    await screen.findByRole('heading', { level: 2, name: 'Step title 11' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByText(/You finished this course/);
    await waitFor(() => expect(saved).toEqual([{ finish: { id: 'c1' } }]));
    await screen.findByText('Finished 2 times');

    // Reviewing a finished course moves without saving.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 2, name: 'Step title 10' });
    expect(saved).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart this course?' });
    expect(saved).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await screen.findByRole('heading', { level: 2, name: 'Step title 1' });
    expect(router.state.location.pathname).toBe('/apps/academy/c1/1');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ id: 'c1', currentStep: 0, completed: 2 });
    await screen.findByText('0 of 11 steps done');
  });

  it('says when the course does not exist', async () => {
    apiServer.use(
      http.get(`${BASE}/categories`, () => HttpResponse.json(testCategories)),
      http.get(`${BASE}/courses/course`, () =>
        HttpResponse.json(
          { error: 'No course with this id', code: 'resource.not_found' },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<Harness />, { url: '/apps/academy/nope/1' });
    await screen.findByText('The course could not be loaded');
    expect(screen.getByRole('link', { name: 'All courses' }).getAttribute('href')).toBe(
      '/apps/academy',
    );
  });
});
