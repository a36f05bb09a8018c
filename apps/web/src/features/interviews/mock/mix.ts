// The mix of a mock interview's questions: how many behavioural, technical and role-specific
// ones. The API wants it to add up to the number of questions; the setup keeps it so.
export type Mix = { behavioural: number; technical: number; roleSpecific: number };
export type MixPart = keyof Mix;
export const MIX_PARTS: readonly MixPart[] = ['behavioural', 'technical', 'roleSpecific'];

// About 40% behavioural, 30% technical, the rest specific to the role.
export function defaultMix(count: number): Mix {
  const behavioural = Math.ceil(count * 0.4);
  const technical = Math.min(count - behavioural, Math.round(count * 0.3));
  return { behavioural, technical, roleSpecific: count - behavioural - technical };
}

// Sets one part and makes the others absorb the difference, so the total stays `count`:
// taken from the last parts first, given to the first other part.
export function setMixPart(mix: Mix, count: number, part: MixPart, value: number): Mix {
  const next: Mix = { ...mix, [part]: Math.max(0, Math.min(count, Math.round(value))) };
  const others = MIX_PARTS.filter((p) => p !== part);
  let excess = MIX_PARTS.reduce((sum, p) => sum + next[p], 0) - count;
  for (const p of [...others].reverse()) {
    if (excess <= 0) break;
    const taken = Math.min(next[p], excess);
    next[p] -= taken;
    excess -= taken;
  }
  if (excess < 0) next[others[0]!] -= excess;
  return next;
}

export const mixTotal = (mix: Mix) => mix.behavioural + mix.technical + mix.roleSpecific;
