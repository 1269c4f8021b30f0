import type { TRole } from '@wordbook/core/contract/session';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { MAINTENANCE_EVENT } from '../../lib/api-client';
import { getMaintenance } from '../../lib/api/get-maintenance';

const STAFF: TRole[] = ['superadmin', 'admin', 'support', 'moderator'];
/** While the page shows, it asks again this often whether maintenance is over. */
const RECHECK_MS = 15_000;

/**
 * Maintenance mode for learners: the signed-in pages give way to the maintenance page while it is
 * on (read when the shell opens, and whenever an API call answers 503 MAINTENANCE); staff see the
 * pages as usual.
 */
export function MaintenanceGate({ role, children }: { role: TRole; children: ReactNode }) {
  const staff = STAFF.includes(role);
  const [message, setMessage] = useState<string | null>(null);

  const check = useCallback(async (signal?: AbortSignal) => {
    try {
      const state = await getMaintenance(signal);
      setMessage(state.enabled ? state.message : null);
    } catch {
      // unknown: keep what is shown
    }
  }, []);

  useEffect(() => {
    if (staff) return undefined;
    const controller = new AbortController();
    void check(controller.signal);
    const onMaintenance = (event: Event) => setMessage((event as CustomEvent<string>).detail || '');
    window.addEventListener(MAINTENANCE_EVENT, onMaintenance);
    return () => {
      controller.abort();
      window.removeEventListener(MAINTENANCE_EVENT, onMaintenance);
    };
  }, [staff, check]);

  useEffect(() => {
    if (message === null) return undefined;
    const timer = setInterval(() => void check(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [message, check]);

  if (staff || message === null) return <>{children}</>;
  return (
    <section className="message-page" aria-labelledby="maintenance-title">
      <p className="message-page__code" aria-hidden="true">
        <i className="pi pi-wrench" />
      </p>
      <h1 id="maintenance-title" className="message-page__title">
        Down for maintenance
      </h1>
      <p className="message-page__text">{message}</p>
      <p className="message-page__text">Your wordbooks are safe. This page checks again by itself.</p>
      <Button label="Check again" icon="pi pi-refresh" onClick={() => void check()} />
    </section>
  );
}
