import { useEffect, useState } from 'react';

/** A blob: URL for showing `file` in an <img>, released when the file changes or the page closes. */
export function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return file ? url : undefined;
}
