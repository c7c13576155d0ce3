/** Screens shown before the init payload is there (no slots yet: plugins are not loaded). */
import { TEXTS } from '../texts';
import { Loader } from '../defaults/Loader';

export function BootLoader() {
  return <Loader />;
}

export function InitFailed() {
  return (
    <div className="t-loader" role="alert">
      <p>{TEXTS.initFailed}</p>
      <button type="button" className="t-button" onClick={() => window.location.reload()}>
        {TEXTS.reload}
      </button>
    </div>
  );
}
