/** Mail: the outbox's delivery (staff notifications of applications, newsletter confirmations). */
export { mailOutbox } from './mailOutbox';
