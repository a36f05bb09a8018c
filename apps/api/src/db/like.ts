// A LIKE/ILIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally
// (PostgreSQL's default escape character is the backslash).
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
