import { createRoute } from '@hono/zod-openapi';
import {
  academyCategoriesSchema,
  courseQuerySchema,
  courseSchema,
  coursesSchema,
  courseWithStepsSchema,
  finishCourseSchema,
  updateCourseProgressSchema,
} from '@rehearse/contracts/academy';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  finishCourse,
  getCourse,
  listAcademyCategories,
  listCourses,
  updateCourseProgress,
} from './academy.service';

const tags = ['Academy'];
const security = bearerSecurity;
const middleware = requireAuth;

const categories = createRoute({
  method: 'get',
  path: '/categories',
  tags,
  security,
  middleware,
  summary: 'Course categories, sorted by title',
  responses: {
    200: jsonContent(academyCategoriesSchema, 'The categories'),
    401: errorContent(INVALID_TOKEN),
  },
});
const courses = createRoute({
  method: 'get',
  path: '/courses',
  tags,
  security,
  middleware,
  summary: "All courses with the caller's progress",
  responses: {
    200: jsonContent(coursesSchema, 'The courses'),
    401: errorContent(INVALID_TOKEN),
  },
});
const course = createRoute({
  method: 'get',
  path: '/courses/course',
  tags,
  security,
  middleware,
  summary: "One course with its steps and the caller's progress",
  request: { query: courseQuerySchema },
  responses: {
    200: jsonContent(courseWithStepsSchema, 'The course with its steps'),
    400: errorContent('Invalid query'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No such course'),
  },
});
const progress = createRoute({
  method: 'patch',
  path: '/courses/course/progress',
  tags,
  security,
  middleware,
  summary:
    "Record the caller's progress through a course (currentStep 0..totalSteps, completed = times finished)",
  request: jsonBody(updateCourseProgressSchema),
  responses: {
    200: jsonContent(courseSchema, 'The course with the updated progress'),
    400: errorContent('Invalid input'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No such course'),
  },
});

const finish = createRoute({
  method: 'post',
  path: '/courses/course/finish',
  tags,
  security,
  middleware,
  summary:
    'Finish a course: the caller is at its end (currentStep = totalSteps) and it counts as finished once more',
  request: jsonBody(finishCourseSchema),
  responses: {
    200: jsonContent(courseSchema, 'The course with the updated progress'),
    400: errorContent('Invalid input'),
    401: errorContent(INVALID_TOKEN),
    404: errorContent('No such course'),
  },
});

export const academyRoutes = createCommonRouter()
  .openapi(categories, async (c) => c.json(await listAcademyCategories(c.var.db), 200))
  .openapi(courses, async (c) => c.json(await listCourses(c.var.db, c.var.user.id), 200))
  .openapi(course, async (c) =>
    c.json(await getCourse(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(progress, async (c) =>
    c.json(await updateCourseProgress(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  )
  .openapi(finish, async (c) =>
    c.json(await finishCourse(c.var.db, c.var.user.id, c.req.valid('json')), 200),
  );
