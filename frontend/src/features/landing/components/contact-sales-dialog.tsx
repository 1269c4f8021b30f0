import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { company } from '../../../config/company';

/** The For School plan is sold by e-mail only (document 1, §2). */
export function ContactSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      header="Contact Sales"
      showCloseIcon={false}
      style={{ width: '30rem' }}
      footer={<Button label="Close" onClick={onClose} autoFocus />}
    >
      <div className="contact-sales">
        <p>
          Wordbook for School is set up together with each school. Please e-mail our sales team at{' '}
          <a href={`mailto:${company.salesEmail}?subject=${encodeURIComponent('Wordbook for School')}`}>{company.salesEmail}</a>.
        </p>
        <p>Tell us your school’s name, how many teachers and students would use Wordbook, and when you would like to start. We reply within two working days.</p>
      </div>
    </Dialog>
  );
}
