import {
  COMPETENCIES,
  ROLES,
  SKILLS,
  choiceQuestionSeedSchema,
  openQuestionSeedSchema,
  type QuestionSeed,
} from '@rehearse/contracts/question-bank';
import { describe, expect, it } from 'vitest';
import { questionBank } from './data/question-bank.data';

const choice = questionBank.filter((q) => q.kind !== 'open');
const open = questionBank.filter(
  (q): q is Extract<QuestionSeed, { kind: 'open' }> => q.kind === 'open',
);

describe('the shipped question bank', () => {
  it('is schema-valid, question by question', () => {
    const problems = questionBank.flatMap((q) => {
      const result = (
        q.kind === 'open' ? openQuestionSeedSchema : choiceQuestionSeedSchema
      ).safeParse(q);
      return result.success
        ? []
        : [`${q.id}: ${result.error.issues.map((i) => i.message).join(', ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = questionBank.map((q) => q.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has a single correct option for single and true/false, at least one for multiple', () => {
    for (const q of choice) {
      const correct = q.options.filter((o) => o.correct).length;
      if (q.kind === 'multiple') expect(correct, q.id).toBeGreaterThanOrEqual(1);
      else expect(correct, q.id).toBe(1);
    }
  });

  it('has at least 360 choice questions over the 12 skills, each skill over difficulties 1-5', () => {
    expect(choice.length).toBeGreaterThanOrEqual(360);
    for (const skill of SKILLS) {
      const ofSkill = choice.filter((q) => q.skills[0] === skill);
      expect(ofSkill.length, skill).toBeGreaterThanOrEqual(30);
      expect(new Set(ofSkill.map((q) => q.difficulty)), skill).toEqual(new Set([1, 2, 3, 4, 5]));
    }
  });

  it('explains every option of every choice question', () => {
    for (const q of choice)
      for (const o of q.options) expect(o.explanation.length, q.id).toBeGreaterThan(20);
  });

  it('has at least 150 open questions: behavioural by competency, situational, and 8 roles', () => {
    expect(open.length).toBeGreaterThanOrEqual(150);
    for (const competency of COMPETENCIES) {
      const behavioural = open.filter(
        (q) => q.category === 'behavioural' && q.competency === competency,
      );
      expect(behavioural.length, competency).toBeGreaterThanOrEqual(5);
    }
    expect(open.filter((q) => q.category === 'situational').length).toBeGreaterThanOrEqual(10);
    for (const role of ROLES) {
      const specific = open.filter((q) => q.category === 'role-specific' && q.roles.includes(role));
      expect(specific.length, role).toBeGreaterThanOrEqual(5);
    }
    for (const q of open) {
      expect(q.talkingPoints.length, q.id).toBeGreaterThanOrEqual(3);
      expect(q.talkingPoints.length, q.id).toBeLessThanOrEqual(6);
    }
  });
});
