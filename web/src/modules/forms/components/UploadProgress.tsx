import { describeProgress, type UploadProgress } from '../upload';

/** Upload progress while an application is sent: a bar plus percent and size in words. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const text = progress.total > 0 ? describeProgress(progress) : 'Starting the upload…';
  return (
    <div className="form-progress">
      <progress
        className="form-progress__bar"
        max={progress.total || 1}
        value={progress.loaded}
        aria-label="Upload progress"
        aria-valuetext={text}
      />
      <p className="form-progress__text">Uploading your application: {text}</p>
    </div>
  );
}
