import { useT } from '../../../i18n/I18n';
import { progressValues, type UploadProgress } from '../upload';

/**
 * Upload progress: a bar plus percent and size in words. By default it speaks of the whole
 * application; a single document's upload names its own bar (`label`) and sentence (`say`).
 */
export function UploadProgressBar({
  progress,
  label,
  say,
}: {
  progress: UploadProgress;
  label?: string;
  say?: (progress: string) => string;
}) {
  const t = useT();
  const text = progress.total > 0 ? t('form.progress.value', progressValues(progress)) : t('form.progress.starting');
  return (
    <div className="form-progress">
      <progress
        className="form-progress__bar"
        max={progress.total || 1}
        value={progress.loaded}
        aria-label={label ?? t('form.progress.label')}
        aria-valuetext={text}
      />
      <p className="form-progress__text">{say ? say(text) : t('form.progress.text', { progress: text })}</p>
    </div>
  );
}
