import type { QuestionSeed } from '@rehearse/contracts/question-bank';
import { behaviouralQuestions } from './questions/behavioural.data';
import { cloudQuestions } from './questions/cloud.data';
import { dsaQuestions } from './questions/data-structures-algorithms.data';
import { gitQuestions } from './questions/git.data';
import { httpWebQuestions } from './questions/http-web.data';
import { javascriptQuestions } from './questions/javascript.data';
import { nodejsQuestions } from './questions/nodejs.data';
import { pythonQuestions } from './questions/python.data';
import { reactQuestions } from './questions/react.data';
import { situationalAndRoleQuestions } from './questions/situational-and-role.data';
import { sqlQuestions } from './questions/sql.data';
import { systemDesignQuestions } from './questions/system-design.data';
import { templateQuestions } from './questions/templates.data';
import { testingQuestions } from './questions/testing.data';
import { typescriptQuestions } from './questions/typescript.data';

// Every question Rehearse ships (global questions): choice questions per skill, then the open
// interview questions, then the templates. The quiz, practice and mock-interview areas draw
// from this bank.
export const questionBank: readonly QuestionSeed[] = [
  ...javascriptQuestions,
  ...typescriptQuestions,
  ...reactQuestions,
  ...nodejsQuestions,
  ...sqlQuestions,
  ...dsaQuestions,
  ...systemDesignQuestions,
  ...httpWebQuestions,
  ...gitQuestions,
  ...testingQuestions,
  ...pythonQuestions,
  ...cloudQuestions,
  ...behaviouralQuestions,
  ...situationalAndRoleQuestions,
  // Filled with a job description's terms in mock interviews only (decision 034).
  ...templateQuestions,
];
