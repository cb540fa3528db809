import { useEffect, useState } from 'react';
import { fetchFile } from './load-file.ts';

export type FileState<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** Fetches the file at `url` and reads it with `read` (text, rows, HTML...); again when the address changes. */
export function useFile<T>(url: string, read: (response: Response) => Promise<T>): FileState<T> {
  const [file, setFile] = useState<FileState<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setFile({ state: 'loading' });
    fetchFile(url, controller.signal)
      .then(read)
      .then(
        (value) => !controller.signal.aborted && setFile({ state: 'ready', value }),
        () => !controller.signal.aborted && setFile({ state: 'failed' }),
      );
    return () => controller.abort();
    // `read` is a module-level function per kind; the address alone decides a new fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return file;
}
