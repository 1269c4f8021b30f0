import { Dialog as PrimeDialog, type DialogProps as PrimeDialogProps } from 'primereact/dialog';

export type DialogProps = Omit<PrimeDialogProps, 'visible' | 'onHide'> & {
  open: boolean;
  onClose: () => void;
};

/**
 * PrimeReact's Dialog with the house defaults: modal, closes on Escape and on the backdrop,
 * not draggable, full width on phones, and the 300 ms transition of document 1, §9.
 */
export function Dialog({ open, onClose, className, breakpoints, ...rest }: DialogProps) {
  return (
    <PrimeDialog
      visible={open}
      onHide={onClose}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      blockScroll
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      transitionOptions={{ timeout: 300 } as PrimeDialogProps['transitionOptions']}
      breakpoints={breakpoints ?? { '576px': '94vw' }}
      className={['wb-dialog', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
