/** The recorded errors of spec 000 §8, each with its retry action. */
import { errorStore, useErrors } from '@tresen/sdk';
import { TEXTS } from '../texts';

export default function ErrorNotices() {
  const errors = useErrors();
  if (errors.length === 0) return null;
  return (
    <div className="t-notices" data-testid="tresen-errors">
      {errors.map((error) => (
        <div key={error.id} className="t-notice" role="alert">
          <span>{error.message}</span>
          <div>
            {error.retry && (
              <button type="button" className="t-button" onClick={() => void errorStore.retry(error.id)}>
                {TEXTS.retry}
              </button>
            )}
            <button type="button" className="t-button t-button--plain" onClick={() => errorStore.dismiss(error.id)}>
              {TEXTS.close}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
