import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { formatMegabytes } from '@domain/applications/documents';
import { FieldShell } from '../../../components/ui/Field';
import { apiError, describeProgress, NetworkError, type UploadProgress } from '../../forms/upload';
import { isStatusView, uploadAnswer, type StatusRequest, type StatusView } from '../status-api';

const typesOf = (accept: string) => (accept.includes('image/') ? 'PDF, JPEG or PNG' : 'PDF only');

/** One open request: choose the file, send it with progress, and hear the answer. */
export function RequestUpload({
  request,
  onUploaded,
  onSignedOut,
}: {
  request: StatusRequest;
  onUploaded: (view: StatusView) => void;
  onSignedOut: (message: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || !file.name) return setError(`Please choose the file for ${request.label.toLowerCase()}.`);
    setError(undefined);
    setProgress({ loaded: 0, total: file.size });
    try {
      const answer = await uploadAnswer(request.id, file, setProgress);
      if (answer.status === 201 && isStatusView(answer.body)) return onUploaded(answer.body);
      const { error: message, fields } = apiError(answer.body);
      if (answer.status === 401) return onSignedOut(message ?? 'Please sign in again.');
      setError(fields.file ?? message ?? 'The upload failed. Please try again.');
    } catch (failure) {
      if (!(failure instanceof NetworkError)) console.error(failure);
      setError('The upload got no answer. Please check your connection and try again.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="status-upload" onSubmit={onSubmit} noValidate>
      <FieldShell
        id={id}
        label={`File for ${request.label}`}
        help={`${typesOf(request.accept)}, up to ${formatMegabytes(UPLOAD_LIMITS.fileBytes)}.`}
        error={error}
      >
        {(control) => <input {...control} type="file" name="file" accept={request.accept} required />}
      </FieldShell>
      {progress ? (
        <div className="form-progress">
          <progress
            className="form-progress__bar"
            max={progress.total || 1}
            value={progress.loaded}
            aria-label={`Upload progress of ${request.label}`}
          />
          <p className="form-progress__text">Uploading: {describeProgress(progress)}</p>
        </div>
      ) : null}
      <button type="submit" className="button form-button form-button--primary" disabled={progress !== null}>
        {progress ? 'Uploading…' : `Upload ${request.label.toLowerCase()}`}
      </button>
    </form>
  );
}
