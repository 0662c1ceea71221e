import { useT } from '../../../i18n/I18n';
import { progressValues, type UploadProgress } from '../upload';

/** Upload progress while an application is sent: a bar plus percent and size in words. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const t = useT();
  const text = progress.total > 0 ? t('form.progress.value', progressValues(progress)) : t('form.progress.starting');
  return (
    <div className="form-progress">
      <progress
        className="form-progress__bar"
        max={progress.total || 1}
        value={progress.loaded}
        aria-label={t('form.progress.label')}
        aria-valuetext={text}
      />
      <p className="form-progress__text">{t('form.progress.text', { progress: text })}</p>
    </div>
  );
}
