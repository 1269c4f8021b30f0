import { paymentMessages as M, type TOrderSummary } from '@wordbook/core/contract/payments';
import { useEffect, useState } from 'react';
import { ApiError, isAbort } from '../../../lib/api-client';
import { confirmPayment, getOrderSummary } from '../api/payments';

/** Success polling: up to 20 tries, 2 seconds apart (§9.2). */
export const POLL_TRIES = 20;
export const POLL_INTERVAL_MS = 2000;

export type TPaymentPhase = 'confirming' | 'checking' | 'paid' | 'issue';
export type TPaymentResult = { phase: TPaymentPhase; summary: TOrderSummary | null; error: string | null };

const FAILED = new Set(['expired', 'cancelled', 'failed']);

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(id);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/**
 * The success page's work (§4.3): with a paymentKey, confirm first (a failed confirm is shown but
 * the summary is still polled); then poll the summary until paid, a failure status, or 20 tries.
 */
export function usePaymentResult(args: { orderId: string; paymentKey: string | null; amount: number | undefined }): TPaymentResult {
  const [result, setResult] = useState<TPaymentResult>({ phase: args.paymentKey ? 'confirming' : 'checking', summary: null, error: null });
  const { orderId, paymentKey, amount } = args;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      let error: string | null = null;
      if (paymentKey) {
        try {
          const confirmed = await confirmPayment({ orderId, paymentKey, ...(amount !== undefined ? { amount } : {}) });
          if (confirmed.status === 'paid') {
            setResult({ phase: 'paid', summary: confirmed, error: null });
            return;
          }
        } catch (failure) {
          error = failure instanceof ApiError ? (failure.status === 0 ? M.confirmNetwork : failure.message || M.confirmFailed) : M.confirmFailed;
        }
        if (signal.aborted) return;
      }
      setResult((r) => ({ ...r, phase: 'checking', error }));
      for (let attempt = 0; attempt < POLL_TRIES; attempt += 1) {
        if (attempt > 0) await wait(POLL_INTERVAL_MS, signal);
        let summary: TOrderSummary;
        try {
          summary = await getOrderSummary(orderId, signal);
        } catch (failure) {
          if (isAbort(failure) || signal.aborted) return;
          if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
            setResult({ phase: 'issue', summary: null, error: M.summaryFailed });
            return;
          }
          continue;
        }
        if (summary.status === 'paid') {
          setResult({ phase: 'paid', summary, error: null });
          return;
        }
        if (FAILED.has(summary.status)) {
          setResult({ phase: 'issue', summary, error: error ?? M.orderNotCompleted });
          return;
        }
        setResult({ phase: 'checking', summary, error });
      }
      setResult((r) => ({ ...r, phase: 'issue', error: r.error ?? M.confirmTimedOut }));
    };
    run().catch((failure: unknown) => {
      if (!isAbort(failure)) setResult((r) => ({ ...r, phase: 'issue', error: M.summaryFailed }));
    });
    return () => controller.abort();
  }, [orderId, paymentKey, amount]);

  return result;
}
