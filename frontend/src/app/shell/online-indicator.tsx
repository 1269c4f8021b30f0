import { useOnlineStatus } from '../../lib/use-online-status';

/** A small live badge: Online / Offline (document 1, §2 "Top bar on user pages"). */
export function OnlineIndicator({ compact = false }: { compact?: boolean }) {
  const online = useOnlineStatus();
  const label = online ? 'Online' : 'Offline';
  return (
    <span
      className={`online-indicator online-indicator--${online ? 'online' : 'offline'}`}
      role="status"
      aria-label={`Connection: ${label}`}
      title={online ? 'You are online' : 'You are offline. Items that need a connection are disabled.'}
    >
      <span className="online-indicator__dot" aria-hidden="true" />
      {compact ? null : <span aria-hidden="true">{label}</span>}
    </span>
  );
}
