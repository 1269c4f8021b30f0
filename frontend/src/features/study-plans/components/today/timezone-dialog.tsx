import { useEffect, useMemo, useState } from 'react';
import { refusalMessage } from '../../../../lib/api-client';
import { changeTimezone } from '../../api/today-calls';
import { StudyFormDialog } from './study-form-dialog';

/** Every IANA zone the browser knows, for the suggestions list. */
function knownZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

/** Change Plan Timezone: a non-empty IANA name (Save disabled when empty); the server's refusal shows inside. */
export function TimezoneDialog({ open, planId, current, onClose, onSaved }: { open: boolean; planId: string; current: string; onClose: () => void; onSaved: () => void }) {
  const [zone, setZone] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(knownZones, []);
  useEffect(() => {
    if (open) {
      setZone(current);
      setError(null);
    }
  }, [open, current]);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await changeTimezone(planId, zone.trim());
      onSaved();
      onClose();
    } catch (failure) {
      setError(refusalMessage(failure, 'Failed to update timezone'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudyFormDialog
      open={open}
      header="Change Plan Timezone"
      busy={busy}
      error={error}
      submitLabel="Save"
      submitDisabled={!zone.trim()}
      onClose={onClose}
      onSubmit={() => (zone.trim() ? void save() : undefined)}
    >
      <label className="stack study-field" htmlFor="plan-timezone">
        <span className="study-field__label">Timezone</span>
        <input id="plan-timezone" className="p-inputtext" list="plan-timezone-list" value={zone} onChange={(e) => setZone(e.target.value)} autoComplete="off" />
        <datalist id="plan-timezone-list">
          {zones.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <span className="study-step__note">An IANA name such as Asia/Seoul. Today's date and the day's goals follow it.</span>
      </label>
    </StudyFormDialog>
  );
}
