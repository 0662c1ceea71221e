import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { formatMegabytes } from '@domain/applications/documents';
import { FieldShell } from '../../../components/ui/Field';
import { apiError, NetworkError, progressValues, type UploadProgress } from '../../forms/upload';
import { useT } from '../../../i18n/I18n';
import { isStatusView, uploadAnswer, type StatusRequest, type StatusView } from '../status-api';

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
  const t = useT();
  const id = useId();
  // English writes a document's name inside a sentence in lower case ("Upload loan history").
  const document = t.locale === 'en' ? request.label.toLowerCase() : request.label;
  const types = request.accept.includes('image/') ? t('form.anyType') : t('form.pdfOnly');
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || !file.name) return setError(t('status.upload.choose', { document }));
    setError(undefined);
    setProgress({ loaded: 0, total: file.size });
    try {
      const answer = await uploadAnswer(request.id, file, setProgress, t.locale);
      if (answer.status === 201 && isStatusView(answer.body)) return onUploaded(answer.body);
      const { error: message, fields } = apiError(answer.body);
      if (answer.status === 401) return onSignedOut(message ?? t('status.upload.signInAgain'));
      setError(fields.file ?? message ?? t('status.upload.failed'));
    } catch (failure) {
      if (!(failure instanceof NetworkError)) console.error(failure);
      setError(t('status.upload.noAnswer'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="status-upload" onSubmit={onSubmit} noValidate>
      <FieldShell
        id={id}
        label={t('status.upload.file', { document: request.label })}
        help={t('status.upload.help', { types, limit: formatMegabytes(UPLOAD_LIMITS.fileBytes) })}
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
            aria-label={t('status.upload.progressLabel', { document: request.label })}
          />
          <p className="form-progress__text">
            {t('status.upload.progress', { progress: t('form.progress.value', progressValues(progress)) })}
          </p>
        </div>
      ) : null}
      <button type="submit" className="button form-button form-button--primary" disabled={progress !== null}>
        {progress ? t('status.upload.uploading') : t('status.upload.submit', { document })}
      </button>
    </form>
  );
}
