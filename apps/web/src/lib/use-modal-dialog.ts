import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while the component is mounted. The browser gives it the
 * top layer, an inert background, Escape (a `cancel`, then `close`) and initial focus; this hook
 * adds focus back to the opener on unmount. `onClose` runs when the dialog closes while mounted
 * (Escape, a close button); the listener is removed before the unmount closes it, so closing
 * because the parent removed the dialog never counts as the person closing it.
 *
 * `suspended` takes the dialog out of the top layer for a while without counting as a close:
 * a third-party overlay (Razorpay Checkout) appended to <body> would otherwise sit beneath the
 * modal, inert.
 */
export function useModalDialog(onClose: () => void, { suspended = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const suspendedRef = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const handleClose = () => {
      if (!suspendedRef.current) onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (suspended && dialog.open) {
      suspendedRef.current = true;
      dialog.close();
    } else if (!suspended && suspendedRef.current) {
      suspendedRef.current = false;
      if (!dialog.open) dialog.showModal();
    }
  }, [suspended]);
  return ref;
}
