// A file manager size as the spec shows it ('184 KB', '4.2 MB', '87 MB'): KB below a megabyte
// (at least 1 KB for any bytes), MB with one decimal below ten.
export function formatFileSize(bytes: number): string {
  if (bytes === 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

// A folder's contents text: '1 file', '3 files'.
export const formatFileCount = (files: number) => `${files} ${files === 1 ? 'file' : 'files'}`;
