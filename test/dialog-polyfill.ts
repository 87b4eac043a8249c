// jsdom has <dialog> but not its modal behaviour. What the panel relies on, as browsers do it:
// showModal() opens, close() closes and fires 'close', and Escape fires a cancelable 'cancel' on
// the topmost open dialog, which closes it unless cancelled.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const openDialogs: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    openDialogs.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    openDialogs.splice(openDialogs.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = openDialogs.filter((dialog) => dialog.isConnected).at(-1);
    if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
