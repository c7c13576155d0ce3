/**
 * A modal dialog on the native <dialog> element: focus moves in and is kept inside, Esc
 * and a click on the backdrop close it, focus returns to where it was. On phones it is a
 * sheet from the bottom (styles/base.ts).
 */
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@tresen/sdk';
import { DIALOG_CSS } from '../styles/dialog';
import { injectStyles } from '../styles/inject';
import { TEXTS } from '../texts';
import { Icon } from './Icons';

injectStyles('dialog', DIALOG_CSS);

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  className?: string;
}

export function Dialog({ title, onClose, children, footer, testId, className }: DialogProps) {
  const ref = useModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={`t-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="t-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="t-button t-button--plain t-icon-button" aria-label={TEXTS.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="t-dialog__body">{children}</div>
      {footer && <div className="t-dialog__foot">{footer}</div>}
    </dialog>
  );
}

export default Dialog;
