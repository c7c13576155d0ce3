/** Default of slot "loader": a spinner with its text for screen readers and sighted users. */
import type { LoaderProps } from '@tresen/sdk';
import { TEXTS } from '../texts';

export function Loader({ label = TEXTS.loading }: LoaderProps) {
  return (
    <div className="t-loader" role="status" aria-live="polite" data-testid="tresen-loader">
      <span className="t-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
