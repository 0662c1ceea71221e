import { useId } from 'react';
import { UPLOAD_LIMITS } from '@domain/applications/constants';
import { formatMegabytes } from '@domain/applications/documents';
import { FieldShell } from '../../../components/ui/Field';
import { apiError } from '../../forms/upload';
import { UploadProgressBar } from '../../forms/components/UploadProgress';
import { useFileUpload } from '../../forms/hooks/useFileUpload';
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
  const { error, progress, onSubmit } = useFileUpload(
    'file',
    { choose: t('status.upload.choose', { document }), noAnswer: t('status.upload.noAnswer') },
    (file, onProgress) => uploadAnswer(request.id, file, onProgress, t.locale),
    (answer) => {
      if (answer.status === 201 && isStatusView(answer.body)) {
        onUploaded(answer.body);
        return null;
      }
      const { error: message, fields } = apiError(answer.body);
      if (answer.status === 401) {
        onSignedOut(message ?? t('status.upload.signInAgain'));
        return null;
      }
      return fields.file ?? message ?? t('status.upload.failed');
    },
  );

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
        <UploadProgressBar
          progress={progress}
          label={t('status.upload.progressLabel', { document: request.label })}
          say={(words) => t('status.upload.progress', { progress: words })}
        />
      ) : null}
      <button type="submit" className="button form-button form-button--primary" disabled={progress !== null}>
        {progress ? t('status.upload.uploading') : t('status.upload.submit', { document })}
      </button>
    </form>
  );
}
