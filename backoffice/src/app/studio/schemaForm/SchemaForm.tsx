/**
 * The form of a kind, drawn from its model: the common fields once, each translated field in
 * three columns (Tajik | Russian | English; stacked on a phone). Every control has a label tied to
 * it, every group a fieldset and legend, and an error from the API beside the control it names
 * (aria-invalid, aria-describedby).
 */
import { createContext, useContext, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { BODY_LANGS, type BodyLang } from '../types';
import { inputId, type Scope } from './errors';
import { useLabel } from './useLabel';
import { PictureUpload } from '../../parts/PictureUpload';
import { PdfUpload } from '../../parts/PdfUpload';
import type { StudioPicture } from '../../types';

/**
 * Places an uploaded picture: its address in the field, and its alt texts in the item's
 * `imageAlt` of each language where the kind has one (one upload fills both, so they agree).
 */
const PlacePicture = createContext<((scope: Scope, path: (string | number)[], picture: StudioPicture) => void) | null>(null);
import type { FieldModel, FormModel, FormNode } from './model';
import { emptyBlock, emptyOf, getAt, setAt, type FormRecord, type FormValue, type FormValues } from './values';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding: 0 ${({ theme }) => theme.space[1]}px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0]}px;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.type.small.size}px;
  }
  input:not([type='checkbox']),
  select,
  textarea {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget}px;
    box-sizing: border-box;
    width: 100%;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.textSubtle};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 96px;
  }
  [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  input {
    width: 20px;
    height: 20px;
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.type.small.size}px;
  margin: ${({ theme }) => theme.space[0]}px 0;
  &::before {
    content: '⚠ ';
  }
`;

const Row = styled.div`
  border-left: 3px solid ${({ theme }) => theme.colors.divider};
  padding-left: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: ${({ theme }) => theme.space[1]}px 0;
  button,
  select {
    font: inherit;
    font-size: ${({ theme }) => theme.type.small.size}px;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.primaryStrong};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    cursor: pointer;
  }
  button:disabled {
    border-color: ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

type Errors = ReadonlyMap<string, string>;

interface NodeProps {
  node: FormNode;
  value: FormValue | undefined;
  scope: Scope;
  path: (string | number)[];
  /** The control's accessible name. */
  label: string;
  /** The property it is (for a long text's textarea, a block's fields' labels). */
  required: boolean;
  errors: Errors;
  onChange: (path: (string | number)[], value: FormValue) => void;
}

/** The error beside a control, and the attributes that tie it to it. */
function useError(id: string, errors: Errors) {
  const message = errors.get(id);
  const describedBy = message ? `${id}-error` : undefined;
  const element = message ? <ErrorText id={`${id}-error`}>{message}</ErrorText> : null;
  return { message, describedBy, element, invalid: message ? true : undefined };
}

function ListTools({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const values = { field: label, n: index + 1 };
  return (
    <Tools>
      <button type="button" disabled={index === 0} onClick={() => onMove(index - 1)}>
        {intl.formatMessage({ id: 'studio.form.up' }, values)}
      </button>
      <button type="button" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        {intl.formatMessage({ id: 'studio.form.down' }, values)}
      </button>
      <button type="button" onClick={onRemove}>
        {intl.formatMessage({ id: 'studio.form.remove' }, values)}
      </button>
    </Tools>
  );
}

const moved = (list: FormValue[], from: number, to: number): FormValue[] => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
};

function FieldsOf({
  fields,
  value,
  scope,
  path,
  errors,
  onChange,
}: Omit<NodeProps, 'node' | 'label' | 'required'> & { fields: readonly FieldModel[] }) {
  const labelOf = useLabel();
  return (
    <>
      {fields.map((field) => (
        <NodeControl
          key={field.name}
          node={field.node}
          value={getAt(value, [field.name])}
          scope={scope}
          path={[...path, field.name]}
          label={labelOf(field.name)}
          required={field.required}
          errors={errors}
          onChange={onChange}
        />
      ))}
    </>
  );
}

function BlockAdder({ node, onAdd }: { node: Extract<FormNode, { t: 'blocks' }>; onAdd: (kind: string) => void }) {
  const intl = useIntl();
  const [kind, setKind] = useState(node.variants[0]?.kind ?? '');
  const blockName = (k: string) => (intl.messages[`studio.block.${k}`] ? intl.formatMessage({ id: `studio.block.${k}` }) : k);
  return (
    <Tools>
      <select aria-label={intl.formatMessage({ id: 'studio.form.blockKind' })} value={kind} onChange={(e) => setKind(e.target.value)}>
        {node.variants.map((v) => (
          <option key={v.kind} value={v.kind}>
            {blockName(v.kind)}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onAdd(kind)}>
        {intl.formatMessage({ id: 'studio.form.addBlock' })}
      </button>
    </Tools>
  );
}

function NodeControl(props: NodeProps) {
  const { node, value, scope, path, label, errors, onChange } = props;
  const intl = useIntl();
  const id = inputId(scope, path);
  const error = useError(id, errors);
  const set = (next: FormValue) => onChange(path, next);
  const aria = { 'aria-invalid': error.invalid, 'aria-describedby': error.describedBy };
  const text = typeof value === 'string' ? value : '';
  const placePicture = useContext(PlacePicture);

  switch (node.t) {
    case 'text':
    case 'number':
    case 'json':
      return (
        <Control>
          <label htmlFor={id}>{node.t === 'json' ? intl.formatMessage({ id: 'studio.form.json' }, { field: label }) : label}</label>
          {(node.t === 'text' && node.multiline) || node.t === 'json' ? (
            <textarea id={id} value={text} onChange={(e) => set(e.target.value)} required={props.required} {...aria} />
          ) : (
            <input
              id={id}
              type={node.t === 'text' && node.date ? 'date' : 'text'}
              inputMode={node.t === 'number' ? (node.integer ? 'numeric' : 'decimal') : undefined}
              value={text}
              onChange={(e) => set(e.target.value)}
              required={props.required}
              autoComplete="off"
              {...aria}
            />
          )}
          {error.element}
          {node.t === 'text' && scope === 'common' && path.length === 1 && path[0] === 'file' && (
            // A document names its PDF by the name the upload gives: inspected, stored by its bytes.
            <PdfUpload onUploaded={(name) => set(name)} />
          )}
          {node.t === 'text' && path[path.length - 1] === 'image' && (
            // A picture's address is what the studio's upload gives: scanned, re-encoded, with its alt texts.
            <details>
              <summary>
                <FormattedMessage id="pictures.title" />
              </summary>
              <PictureUpload onUploaded={(picture) => (placePicture ? placePicture(scope, path, picture) : set(picture.url))} />
            </details>
          )}
        </Control>
      );
    case 'enum':
      return (
        <Control>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={text} onChange={(e) => set(e.target.value)} {...aria}>
            {!props.required && <option value="">—</option>}
            {node.options.map((o) => (
              <option key={o} value={o}>
                {/* A value staff read as a word (legal → "Legal entities"); codes (TJS, VISA) as they are. */}
                {intl.messages[`studio.option.${o}`] ? intl.formatMessage({ id: `studio.option.${o}` }) : o}
              </option>
            ))}
          </select>
          {error.element}
        </Control>
      );
    case 'boolean':
      return (
        <Control>
          <Check>
            <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} {...aria} />
            <label htmlFor={id}>{label}</label>
          </Check>
          {error.element}
        </Control>
      );
    case 'nullable': {
      const none = value === null || value === undefined;
      return (
        <Control>
          <Check>
            <input id={`${id}-none`} type="checkbox" checked={none} onChange={(e) => set(e.target.checked ? null : emptyOf(node.inner))} />
            <label htmlFor={`${id}-none`}>{intl.formatMessage({ id: 'studio.form.noneOf' }, { field: label })}</label>
          </Check>
          {none ? error.element : <NodeControl {...props} node={node.inner} />}
        </Control>
      );
    }
    case 'object':
      return (
        <Group id={id} tabIndex={-1} aria-describedby={error.describedBy}>
          <legend>{label}</legend>
          {error.element}
          <FieldsOf fields={node.fields} value={value} scope={scope} path={path} errors={errors} onChange={onChange} />
        </Group>
      );
    case 'array':
    case 'blocks':
    case 'map': {
      const list = Array.isArray(value) ? value : [];
      const blockName = (item: FormValue) => {
        const kind = typeof getAt(item, ['kind']) === 'string' ? String(getAt(item, ['kind'])) : '';
        return intl.messages[`studio.block.${kind}`] ? intl.formatMessage({ id: `studio.block.${kind}` }) : kind;
      };
      return (
        <Group id={id} tabIndex={-1} aria-describedby={error.describedBy}>
          <legend>{label}</legend>
          {error.element}
          {list.length === 0 && (
            <p>
              <FormattedMessage id="studio.form.empty" />
            </p>
          )}
          {list.map((item, index) => {
            const itemLabel = intl.formatMessage({ id: 'studio.form.item' }, { field: node.t === 'blocks' ? blockName(item) : label, n: index + 1 });
            const tools = (
              <ListTools
                label={label}
                index={index}
                count={list.length}
                onMove={(to) => set(moved(list, index, to))}
                onRemove={() => set(list.filter((_, i) => i !== index))}
              />
            );
            if (node.t === 'array')
              return (
                <Row key={index}>
                  <NodeControl
                    node={node.item}
                    value={item}
                    scope={scope}
                    path={[...path, index]}
                    label={itemLabel}
                    required
                    errors={errors}
                    onChange={onChange}
                  />
                  {tools}
                </Row>
              );
            if (node.t === 'map')
              return (
                <Row key={index}>
                  <Group>
                    <legend>{itemLabel}</legend>
                    <NodeControl
                      node={{ t: 'text', multiline: false }}
                      value={getAt(item, ['key'])}
                      scope={scope}
                      path={[...path, index, 'key']}
                      label={intl.formatMessage({ id: 'studio.form.key' })}
                      required
                      errors={errors}
                      onChange={onChange}
                    />
                    <NodeControl
                      node={node.value}
                      value={getAt(item, ['value'])}
                      scope={scope}
                      path={[...path, index, 'value']}
                      label={itemLabel}
                      required
                      errors={errors}
                      onChange={onChange}
                    />
                  </Group>
                  {tools}
                </Row>
              );
            const kind = String(getAt(item, ['kind']) ?? '');
            const variant = node.variants.find((v) => v.kind === kind);
            const blockId = inputId(scope, [...path, index]);
            const blockError = errors.get(blockId);
            return (
              <Row key={index}>
                <Group id={blockId} tabIndex={-1} aria-describedby={blockError ? `${blockId}-error` : undefined}>
                  <legend>{itemLabel}</legend>
                  {blockError && <ErrorText id={`${blockId}-error`}>{blockError}</ErrorText>}
                  <FieldsOf fields={variant?.fields ?? []} value={item} scope={scope} path={[...path, index]} errors={errors} onChange={onChange} />
                </Group>
                {tools}
              </Row>
            );
          })}
          {node.t === 'blocks' ? (
            <BlockAdder node={node} onAdd={(kind) => set([...list, emptyBlock(node, kind)])} />
          ) : (
            <Tools>
              <button type="button" onClick={() => set([...list, node.t === 'map' ? { key: '', value: emptyOf(node.value) } : emptyOf(node.item)])}>
                {intl.formatMessage({ id: 'studio.form.add' }, { field: label })}
              </button>
            </Tools>
          )}
        </Group>
      );
    }
  }
}

export function SchemaForm({
  model,
  values,
  errors,
  onChange,
}: {
  model: FormModel;
  values: FormValues;
  errors: Errors;
  onChange: (values: FormValues) => void;
}) {
  const intl = useIntl();
  const labelOf = useLabel();
  const change = (scope: Scope) => (path: (string | number)[], next: FormValue) => {
    if (scope === 'root') onChange({ ...values, root: setAt(values.root, path, next) });
    else onChange({ ...values, [scope]: setAt(values[scope], path, next) as FormRecord });
  };
  const langName = (lang: BodyLang) => intl.formatMessage({ id: `studio.lang.${lang}` });
  const hasAlt = model.translated.some((f) => f.name === 'imageAlt');
  const placePicture = (scope: Scope, path: (string | number)[], picture: StudioPicture) => {
    if (scope === 'root') return onChange({ ...values, root: setAt(values.root, path, picture.url) });
    const next: FormValues = { ...values, [scope]: setAt(values[scope], path, picture.url) as FormRecord };
    // The item's own picture (a top-level `image`) says what it shows in each language.
    if (hasAlt && path.length === 1 && path[0] === 'image')
      for (const lang of BODY_LANGS) next[lang] = setAt(next[lang], ['imageAlt'], picture.alt[lang]) as FormRecord;
    onChange(next);
  };
  if (model.root)
    return (
      <Group>
        <legend>
          <FormattedMessage id="studio.editor.document" />
        </legend>
        <NodeControl
          node={model.root}
          value={values.root}
          scope="root"
          path={[]}
          label={intl.formatMessage({ id: 'studio.editor.document' })}
          required
          errors={errors}
          onChange={change('root')}
        />
      </Group>
    );
  return (
    <PlacePicture.Provider value={placePicture}>
      {model.common.length > 0 && (
        <Group>
          <legend>
            <FormattedMessage id="studio.editor.common" />
          </legend>
          <FieldsOf fields={model.common} value={values.common} scope="common" path={[]} errors={errors} onChange={change('common')} />
        </Group>
      )}
      {model.translated.length > 0 && (
        <Group>
          <legend>
            <FormattedMessage id="studio.editor.translated" />
          </legend>
          {model.translated.map((field) => (
            <Group key={field.name}>
              <legend>{labelOf(field.name)}</legend>
              <Columns>
                {BODY_LANGS.map((lang) => (
                  <div key={lang}>
                    <NodeControl
                      node={field.node}
                      value={values[lang][field.name]}
                      scope={lang}
                      path={[field.name]}
                      label={intl.formatMessage({ id: 'studio.form.inLang' }, { field: labelOf(field.name), lang: langName(lang) })}
                      required={field.required}
                      errors={errors}
                      onChange={change(lang)}
                    />
                  </div>
                ))}
              </Columns>
            </Group>
          ))}
        </Group>
      )}
    </PlacePicture.Provider>
  );
}
