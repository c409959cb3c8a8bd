'use client';

import { useEffect } from 'react';

/**
 * Once scripts run, the mobile menu (a <dialog> the browser opens by itself) also closes when one of
 * its links is chosen: a client-side navigation keeps the page, and with it the open dialog. In a
 * browser without invoker commands, the menu's buttons open and close the dialog from here.
 */
export function MobileMenuLinks({ menuId }: { menuId: string }) {
  useEffect(() => {
    const dialog = document.getElementById(menuId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const onLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) dialog.close();
    };
    dialog.addEventListener('click', onLink);

    const nativeCommands = 'command' in HTMLButtonElement.prototype;
    const onButton = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`button[commandfor="${menuId}"]`) : null;
      if (!button) return;
      if (button.getAttribute('command') === 'show-modal') dialog.showModal();
      else dialog.close();
    };
    if (!nativeCommands) document.addEventListener('click', onButton);
    return () => {
      dialog.removeEventListener('click', onLink);
      if (!nativeCommands) document.removeEventListener('click', onButton);
    };
  }, [menuId]);
  return null;
}
