/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../dialog';

function Harness({ busy = false, dismissable = true }: { busy?: boolean; dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Nova categoria" busy={busy} dismissable={dismissable}>
        <input aria-label="Nome" data-autofocus />
      </Dialog>
    </>
  );
}

const openIt = () => {
  const opener = screen.getByRole('button', { name: 'Abrir' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Dialog (native <dialog>)', () => {
  it('opens modal, titled, with the focus on the field marked data-autofocus', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Nova categoria' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Nome')).toHaveFocus();
  });

  it('Escape closes it and gives the focus back to what opened it', () => {
    render(<Harness />);
    const opener = openIt();
    fireEvent.keyDown(screen.getByLabelText('Nome'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the close button closes it', () => {
    render(<Harness />);
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['busy (a request on its way)', { busy: true }],
    ['one that must be answered', { dismissable: false }],
  ])('stays open on Escape while %s', (_name, props) => {
    render(<Harness {...props} />);
    openIt();
    fireEvent.keyDown(screen.getByLabelText('Nome'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('has no close button when it must be answered', () => {
    render(<Harness dismissable={false} />);
    openIt();
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
  });

  it('a press on the backdrop closes it; a press inside does not', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog');
    dialog.getBoundingClientRect = () => ({ left: 100, right: 500, top: 100, bottom: 400, width: 400, height: 300, x: 100, y: 100, toJSON: () => ({}) });
    fireEvent.mouseDown(dialog, { clientX: 200, clientY: 200 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog, { clientX: 20, clientY: 20 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
