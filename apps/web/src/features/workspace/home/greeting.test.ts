import { describe, expect, it } from 'vitest';
import { firstName, greetingPart } from './greeting';

const at = (hour: number) => new Date(2026, 0, 5, hour, 30);

describe('greeting', () => {
  it('follows the local hour', () => {
    expect(greetingPart(at(4))).toBe('evening');
    expect(greetingPart(at(5))).toBe('morning');
    expect(greetingPart(at(11))).toBe('morning');
    expect(greetingPart(at(12))).toBe('afternoon');
    expect(greetingPart(at(17))).toBe('afternoon');
    expect(greetingPart(at(18))).toBe('evening');
  });

  it('greets by the first name', () => {
    expect(firstName('  Sam   Shell ')).toBe('Sam');
    expect(firstName('Nia')).toBe('Nia');
  });
});
