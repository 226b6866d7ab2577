import { useId } from 'react';
import styled from 'styled-components';
import { media } from '@ssb/contracts';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input[type='text'] {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.control}px;
    font-variant-numeric: tabular-nums;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  input[type='range'] {
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
    min-height: 24px;
  }
`;

const Range = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.caption.size}px;
  font-variant-numeric: tabular-nums;
`;

/**
 * Reserved for two lines on larger screens, so a message appearing moves nothing. On a phone that
 * room (three lines there) was a blank band under each field that pushed the result below the
 * fold: it takes room only while it says something, which happens only after the visitor's own
 * typing, and then only what is below the field moves.
 */
const Problem = styled.p`
  margin: 0;
  min-height: ${({ theme }) => theme.type.small.line * 2}px;
  ${media.mobile} {
    min-height: 0;
    &:empty {
      display: none;
    }
  }
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
`;

/** A number field and a slider bound to one value; the field keeps exactly what is typed. */
export function NumberSlider(props: {
  label: string;
  raw: string;
  value: number | null;
  min: number;
  max: number;
  step: number;
  minLabel: string;
  maxLabel: string;
  problem: string | null;
  decimals: boolean;
  onChange: (raw: string) => void;
  name: string;
}) {
  const id = useId();
  const { label, raw, value, min, max, step, minLabel, maxLabel, problem, decimals, onChange, name } = props;
  const problemId = `${id}-problem`;
  // A range input stops at min + k·step: from a min of 500 with a step of 10 000, 10 000 would
  // show as 10 500. Its ends are put on the step's multiples instead, and what it gives is held
  // within the product's bounds, so the slider stands where the field says.
  const sliderMin = Math.floor(min / step) * step;
  const sliderMax = Math.ceil(max / step) * step;
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const sliderValue = value === null ? min : clamp(value);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={raw}
        aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problemId}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        type="range"
        aria-label={label}
        aria-valuetext={String(sliderValue)}
        value={sliderValue}
        min={sliderMin}
        max={sliderMax}
        step={step}
        onChange={(e) => onChange(String(clamp(Number(e.target.value))))}
      />
      <Range aria-hidden="true">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </Range>
      <Problem id={problemId} role={problem ? 'alert' : undefined} data-testid={`${name}-problem`}>
        {problem}
      </Problem>
    </Field>
  );
}
