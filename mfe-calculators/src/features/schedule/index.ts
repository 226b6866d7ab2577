// What the schedule feature offers the other features of this part; the rest is its own.
export { CreditScheduleDialog, DepositScheduleDialog, preloadSchedule } from './ScheduleDialogs';
