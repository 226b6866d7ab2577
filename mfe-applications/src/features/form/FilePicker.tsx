/**
 * A document field with a 44 px target: the native file input stays in the tab order (visually
 * hidden, so Enter or Space still opens the picker and screen readers still name it) and a
 * styled label beside it opens the picker on a tap. The chosen file's name shows, with a button
 * that removes it.
 */
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@ssb/ui-kit';

interface FilePickerProps {
  id: string;
  name: string;
  label: ReactNode;
  required: boolean;
  accept: string;
  file: File | undefined;
  /** The message to show (already in words), or undefined. */
  error: string | undefined;
  onPick: (file: File | undefined) => void;
}

export function FilePicker({ id, name, label, required, accept, file, error, onPick }: FilePickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const described = [file ? `${id}-name` : null, error ? `${id}-err` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      <Row>
        <HiddenInput
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onPick(e.target.files?.[0])}
        />
        {/* A second label of the same input: a tap on it opens the picker. */}
        <Pick htmlFor={id} aria-hidden="true">
          <FormattedMessage id="file.choose" />
        </Pick>
        <Name id={`${id}-name`} $none={!file}>
          {file ? file.name : <FormattedMessage id="file.none" />}
        </Name>
        {file && (
          <Button
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'file.removeNamed' }, { name: file.name })}
            onClick={() => {
              if (input.current) input.current.value = '';
              onPick(undefined);
              // The button goes away with the file: keep the keyboard where it was.
              input.current?.focus();
            }}
          >
            <FormattedMessage id="file.remove" />
          </Button>
        )}
      </Row>
      {error && (
        <Err id={`${id}-err`} role="alert">
          {error}
        </Err>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[0]}px;
  > label {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
`;
/** Out of sight but focusable and read: not display:none, which would take it out of the tab order. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
  &:focus-visible + label {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.touchTarget}px;
  padding: 0 ${(p) => p.theme.space[3]}px;
  border: 2px solid ${(p) => p.theme.colors.primaryStrong};
  border-radius: ${(p) => p.theme.radius.control}px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.primaryStrong};
  font-weight: ${(p) => p.theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.primarySoft};
  }
`;
const Name = styled.span<{ $none: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${(p) => (p.$none ? p.theme.colors.textMuted : p.theme.colors.text)};
`;
const Err = styled.span`
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.type.small.size}px;
`;
