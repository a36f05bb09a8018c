const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Ids are UUIDs; text that is not one cannot name a row, so callers answer 404 without asking
// PostgreSQL (which would reject the cast).
export const isUuid = (value: string) => UUID.test(value);
