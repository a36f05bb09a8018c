import { describe, expect, it } from 'vitest';
import { defaultMix, mixTotal, setMixPart } from './mix';

describe('defaultMix', () => {
  it('adds up to the number of questions for every allowed count', () => {
    for (let count = 1; count <= 10; count += 1) {
      const mix = defaultMix(count);
      expect(mixTotal(mix)).toBe(count);
      expect(Math.min(mix.behavioural, mix.technical, mix.roleSpecific)).toBeGreaterThanOrEqual(0);
    }
  });

  it('leans behavioural', () => {
    expect(defaultMix(1)).toEqual({ behavioural: 1, technical: 0, roleSpecific: 0 });
    expect(defaultMix(2)).toEqual({ behavioural: 1, technical: 1, roleSpecific: 0 });
    expect(defaultMix(5)).toEqual({ behavioural: 2, technical: 2, roleSpecific: 1 });
    expect(defaultMix(10)).toEqual({ behavioural: 4, technical: 3, roleSpecific: 3 });
  });
});

describe('setMixPart', () => {
  const five = { behavioural: 2, technical: 2, roleSpecific: 1 };

  it('takes a raised part from the last other parts first', () => {
    expect(setMixPart(five, 5, 'behavioural', 4)).toEqual({
      behavioural: 4,
      technical: 1,
      roleSpecific: 0,
    });
    expect(setMixPart(five, 5, 'roleSpecific', 5)).toEqual({
      behavioural: 0,
      technical: 0,
      roleSpecific: 5,
    });
  });

  it('gives a lowered part to the first other part', () => {
    expect(setMixPart(five, 5, 'behavioural', 0)).toEqual({
      behavioural: 0,
      technical: 4,
      roleSpecific: 1,
    });
    expect(setMixPart(five, 5, 'technical', 1)).toEqual({
      behavioural: 3,
      technical: 1,
      roleSpecific: 1,
    });
  });

  it('clamps the value to 0..count', () => {
    expect(setMixPart(five, 5, 'technical', 9)).toEqual({
      behavioural: 0,
      technical: 5,
      roleSpecific: 0,
    });
    expect(mixTotal(setMixPart(five, 5, 'technical', -3))).toBe(5);
  });
});
