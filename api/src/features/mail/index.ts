/** Mail: the outbox's delivery (staff notifications of applications, newsletter confirmations). */
export { mailOutbox, type MailOutbox, type MailOutboxOptions } from './mailOutbox';
