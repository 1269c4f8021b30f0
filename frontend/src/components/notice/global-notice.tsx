import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/jotai';
import { dismissNoticeAtom, NOTICE_AUTO_HIDE_MS, noticesAtom, type Notice, type NoticeSeverity } from './notice-atoms';

const ICONS: Record<NoticeSeverity, string> = {
  error: 'pi pi-times-circle',
  warn: 'pi pi-exclamation-triangle',
  info: 'pi pi-info-circle',
  success: 'pi pi-check-circle',
};

function NoticeItem({ notice }: { notice: Notice }) {
  const dismiss = useSetAtom(dismissNoticeAtom);

  useEffect(() => {
    if (notice.sticky) return undefined;
    const timer = window.setTimeout(() => dismiss(notice.id), NOTICE_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id, notice.sticky, dismiss]);

  const urgent = notice.severity === 'error' || notice.severity === 'warn';
  return (
    <div className={`notice notice--${notice.severity}`} role={urgent ? 'alert' : 'status'}>
      <i className={ICONS[notice.severity]} aria-hidden="true" />
      <p className="notice__message">{notice.message}</p>
      <button type="button" className="icon-button notice__close" aria-label="Dismiss notice" onClick={() => dismiss(notice.id)}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The global notice area at the top of every page (document 1, §8). */
export function GlobalNotice() {
  const notices = useAtomValue(noticesAtom);
  if (notices.length === 0) return null;
  return (
    <section className="global-notice" aria-label="Notifications">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </section>
  );
}
