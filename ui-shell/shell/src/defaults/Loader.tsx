/** Default of slot "loader". */
import { TEXTS } from '../texts';

export function Loader() {
  return (
    <div className="t-loader" role="status" aria-live="polite">
      {TEXTS.loading}
    </div>
  );
}
