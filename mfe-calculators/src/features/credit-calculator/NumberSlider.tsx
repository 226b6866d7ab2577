import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input[type='number'] {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.control}px;
    font-variant-numeric: tabular-nums;
  }
  input[type='range'] {
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
    min-height: 24px;
  }
`;

/** A number field and a slider bound to one value. */
export function NumberSlider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  name: string;
}) {
  const id = useId();
  const { label, value, min, max, step, onChange, name } = props;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        value={Number.isFinite(value) ? value : ''}
        min={min}
        max={max}
        step={step}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
      <input
        type="range"
        aria-label={label}
        value={Math.min(max, Math.max(min, value))}
        min={min}
        max={max}
        step={step}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
    </Field>
  );
}
