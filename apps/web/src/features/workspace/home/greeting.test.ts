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

  it('follows the hour of a given time zone', () => {
    // 09:30 UTC is morning in London, afternoon in Istanbul (UTC+3 all year) and evening in Tokyo.
    const moment = new Date(Date.UTC(2026, 0, 5, 9, 30));
    expect(greetingPart(moment, 'Europe/London')).toBe('morning');
    expect(greetingPart(moment, 'Europe/Istanbul')).toBe('afternoon');
    expect(greetingPart(moment, 'Asia/Tokyo')).toBe('evening');
  });

  it('greets by the first name', () => {
    expect(firstName('  Sam   Shell ')).toBe('Sam');
    expect(firstName('Nia')).toBe('Nia');
  });
});
