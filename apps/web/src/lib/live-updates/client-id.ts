// This tab's id, sent as X-Client-Id with its API calls: the live stream tells each tab which
// tab made a change, so the one that made it (and shows it already) does not reload it.
// In memory, so a duplicated tab gets an id of its own.
export const CLIENT_ID = crypto.randomUUID();
