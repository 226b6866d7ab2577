// What the calculator-ui feature offers the other features of this part; the rest is its own.
export { AmountTermInputs } from './AmountTermInputs';
export { checkInputs, defaultInputs, hasUsableBounds, type Bounds } from './bounds';
export { Actions, CalculatorSkeleton, CalculatorUnavailable, Hint, Layout, NO_VALUE, Note, Result, ResultArea, ResultRow } from './parts';
export { TodayProvider, useToday } from './today';
export { useQueryInputs } from './useQueryInputs';
