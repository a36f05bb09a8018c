import { redactLogFields } from './log-redaction';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Fields = Record<string, unknown>;
export type Logger = {
  debug: (msg: string, fields?: Fields) => void;
  info: (msg: string, fields?: Fields) => void;
  warn: (msg: string, fields?: Fields) => void;
  error: (msg: string, fields?: Fields) => void;
  child: (fields: Fields) => Logger;
};

// Structured JSON lines on stdout/stderr; works the same in Node and in a browser console.
// Every line passes through redaction first: no secret reaches a log, whoever logs it.
export function createLogger(level: LogLevel, base: Fields = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const write =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: Fields = {}) => {
      if (LOG_LEVELS.indexOf(at) < threshold) return;
      const line = JSON.stringify(
        redactLogFields({
          level: at,
          time: new Date().toISOString(),
          msg,
          ...base,
          ...fields,
        }),
      );
      if (at === 'error' || at === 'warn') console.error(line);
      else console.log(line);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}
