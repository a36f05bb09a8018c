// Every key that would give an answer away, wherever it sits in a JSON answer: tests use it to
// prove the API sends none of them before the candidate has answered.
const ANSWER_KEYS = ['correct', 'explanation', 'modelAnswer', 'talkingPoints', 'correctOptionIds'];

export function answerKeysIn(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (ANSWER_KEYS.includes(key)) found.push(key);
        walk(child);
      }
    }
  };
  walk(value);
  return found;
}
