import {
  FILE_UPLOAD_EXTENSIONS,
  FILE_UPLOAD_MAX_BYTES,
  FILE_UPLOAD_TYPES,
} from '@rehearse/contracts/file-manager';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { fileManagerKeys } from '../api/file-manager.queries';
import { uploadFile } from '../api/file-transfer';

export type Upload = {
  key: string;
  name: string;
  folderId: string | null;
  // 0-1 of the bytes sent.
  progress: number;
  status: 'sending' | 'done' | 'failed';
  error?: string;
};

const MB = 1024 * 1024;
const EXTENSIONS = Object.keys(FILE_UPLOAD_EXTENSIONS).map((ext) => `.${ext}`);
// What the file picker offers: the same allow-list the server keeps.
export const UPLOAD_ACCEPT = [...Object.keys(FILE_UPLOAD_TYPES), ...EXTENSIONS].join(',');

// Whether the server would take this file by type, from the same table it uses.
function acceptedType(file: File) {
  if (file.type in FILE_UPLOAD_TYPES) return true;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return (
    (file.type === '' || file.type === 'application/octet-stream') &&
    extension in FILE_UPLOAD_EXTENSIONS
  );
}

// Several files at once, each with its own progress. A file the server would refuse for its type
// or size fails at once, with the server's own words for it, without sending a byte.
export function useUploads() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const aborts = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback(
    (key: string, changes: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...changes } : u))),
    [],
  );

  const start = useCallback(
    (files: File[], folderId: string | null) => {
      const added = files.map((file) => {
        const key = crypto.randomUUID();
        let error: string | undefined;
        if (!acceptedType(file)) {
          error = t('errors.fileManager.unsupported_type', { types: EXTENSIONS.join(', ') });
        } else if (file.size > FILE_UPLOAD_MAX_BYTES) {
          error = t('errors.fileManager.too_large', { maxMb: FILE_UPLOAD_MAX_BYTES / MB });
        } else if (file.size === 0) {
          error = t('errors.fileManager.empty');
        }
        const upload: Upload = {
          key,
          name: file.name,
          folderId,
          progress: 0,
          status: error ? 'failed' : 'sending',
          error,
        };
        if (!error) {
          const controller = new AbortController();
          aborts.current.set(key, controller);
          uploadFile(file, folderId, (progress) => patch(key, { progress }), controller.signal)
            .then(() => {
              patch(key, { status: 'done', progress: 1 });
              return client.invalidateQueries({ queryKey: fileManagerKeys.all });
            })
            .catch((cause: unknown) => {
              if (cause instanceof DOMException && cause.name === 'AbortError') return;
              patch(key, { status: 'failed', error: errorText(cause) });
            })
            .finally(() => aborts.current.delete(key));
        }
        return upload;
      });
      setUploads((list) => [...added, ...list]);
    },
    [client, errorText, patch, t],
  );

  const cancel = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  const clearFinished = useCallback(
    () => setUploads((list) => list.filter((u) => u.status === 'sending')),
    [],
  );

  return { uploads, start, cancel, clearFinished };
}
