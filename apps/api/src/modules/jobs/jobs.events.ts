import type { TJobRow } from './jobs.table.ts';

declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /** A job post was paid and waits for an operator (the console opens a "job approval" item; issue 21). */
    'jobs.awaiting_approval': { job: TJobRow; posterName: string };
  }
}
