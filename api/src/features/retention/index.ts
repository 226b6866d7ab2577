/** Retention: applications and the access record deleted after their time, one instance at a time. */
export { DEFAULT_RETENTION, startRetention, type RetentionSettings } from './retention';
