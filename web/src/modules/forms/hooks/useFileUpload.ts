import { useState, type FormEvent } from 'react';
import { NetworkError, type ServerAnswer, type UploadProgress } from '../upload';

export interface FileUploadWords {
  /** Said at the field when the form is sent without a file. */
  choose: string;
  /** Said when no answer came back at all (the network). */
  noAnswer: string;
}

/**
 * A form that sends one chosen file with progress (an applicant's requested document, a
 * recommender's letter): asks for a file when none is chosen, shows the progress while it goes,
 * and puts at the field what `settle` makes of the answer (null when the answer was handled).
 */
export function useFileUpload(
  field: string,
  words: FileUploadWords,
  send: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<ServerAnswer>,
  settle: (answer: ServerAnswer) => string | null,
) {
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const file = new FormData(event.currentTarget).get(field);
    if (!(file instanceof File) || !file.name) return setError(words.choose);
    setError(undefined);
    setProgress({ loaded: 0, total: file.size });
    try {
      setError(settle(await send(file, setProgress)) ?? undefined);
    } catch (failure) {
      if (!(failure instanceof NetworkError)) console.error(failure);
      setError(words.noAnswer);
    } finally {
      setProgress(null);
    }
  }

  return { error, progress, onSubmit };
}
