/**
 * The behaviour of a modal on the native <dialog> element, for the shell's Dialog and for
 * plugins' overlays alike: shown modally on mount (focus moves in and is kept inside), Esc
 * calls ``onClose`` instead of closing behind React's back, closed on unmount (focus
 * returns to where it was).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useModalDialog(onClose: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);
  return ref;
}
