import { ZStaffTicketQuery } from '@wordbook/core/contract/support';
import { listQueue } from '../../services/support-tickets.ts';
import { staffListRoute } from '../superadmin/staff-call.ts';

/** GET /api/support/staff/tickets?status=open|answered|closed|all → {tickets, total}: the support queue. */
export const getStaffSupportTickets = staffListRoute('/api/support/staff/tickets', 'support', ZStaffTicketQuery, listQueue);
