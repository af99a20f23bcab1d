import type { ReadableField } from '../readableFields'

/** An address, a hash or a number: kept left to right whatever the layout's direction. */
const LTR_VALUE = /^(0x[0-9a-f]*|-?[\d.,]+)$/i

/**
 * One row of an approval's details holding a message's labelled fields (readableFields): its
 * label, then one line per field, nested ones indented under their name.
 */
export function ReadableFieldList({ label, fields, testId }: { label: string; fields: ReadableField[]; testId: string }) {
  return (
    <div className="airlock-approve-readable-row">
      <dt className="airlock-text-secondary">{label}</dt>
      <dd>
        <dl className="airlock-approve-readable" data-testid={testId}>
          {fields.map((field, index) => (
            <div key={index} style={{ paddingInlineStart: field.depth * 12 }}>
              <dt className="airlock-text-secondary">{field.label}</dt>
              <dd dir={LTR_VALUE.test(field.value) ? 'ltr' : 'auto'}>{field.value}</dd>
            </div>
          ))}
        </dl>
      </dd>
    </div>
  )
}
