import type {
  FormBuilderField,
  FormBuilderMessages,
} from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import type {
  FormBuilderValue,
  StepErrorKind,
} from '@site-widgets/core/forms/addon-form-builder/step-validation.ts';

/** An upload's progress and outcome, beside the step's own validation. */
export interface UploadState {
  state: 'uploading' | 'done' | 'refused';
  progress: number;
  message?: string;
}

export interface FieldViewProps {
  field: FormBuilderField;
  idPrefix: string;
  value: FormBuilderValue | undefined;
  error: StepErrorKind | undefined;
  upload: UploadState | undefined;
  messages: FormBuilderMessages;
  disabled: boolean;
  onChange(value: FormBuilderValue): void;
  onFile(file: File | undefined): void;
}

const MESSAGE_OF: Record<StepErrorKind, keyof FormBuilderMessages> = {
  'file-empty': 'fileEmpty',
  'select-empty': 'selectEmpty',
  'input-empty': 'inputEmpty',
};

const ACCEPT: Record<string, string> = {
  jpg: '.jpg,.jpeg,image/jpeg',
  jpeg: '.jpg,.jpeg,image/jpeg',
  png: '.png,image/png',
  gif: '.gif,image/gif',
  webp: '.webp,image/webp',
  pdf: '.pdf,application/pdf',
};

/**
 * One field: its label, the input, and under it the error (spec 001 §5: an error class and a message,
 * tied to the input by aria-describedby and aria-invalid) or an upload's progress.
 */
export function FormBuilderFieldView(props: FieldViewProps) {
  const { field, idPrefix, value, error, upload, messages } = props;
  const inputId = `${idPrefix}${field.id}`;
  const errorId = `${inputId}-error`;
  const errorText =
    upload?.state === 'refused' ? upload.message : error ? messages[MESSAGE_OF[error]] : undefined;
  const invalid = errorText !== undefined;
  const described = invalid ? errorId : undefined;
  const text = typeof value === 'string' ? value : '';
  const list = typeof value === 'string' ? (value === '' ? [] : [value]) : (value ?? []);
  const className = `sw-form-builder__field${invalid ? ' sw-form-builder__field--error' : ''}`;
  const errorLine = invalid ? (
    <p className="sw-form-builder__error" id={errorId} data-error={error ?? 'upload'}>
      {errorText}
    </p>
  ) : null;
  const required = field.required ? (
    <span className="sw-form-builder__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;

  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <fieldset className={className} data-field={field.id} aria-describedby={described}>
        <legend className="sw-form-builder__label">
          {field.label}
          {required}
        </legend>
        {(field.options ?? []).map((option, index) => (
          <label className="sw-form-builder__choice" key={option.value}>
            <input
              type={field.type}
              name={field.id}
              id={`${inputId}-${index}`}
              value={option.value}
              checked={list.includes(option.value)}
              disabled={props.disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={described}
              onChange={(event) =>
                props.onChange(
                  field.type === 'radio'
                    ? option.value
                    : event.currentTarget.checked
                      ? [...list, option.value]
                      : list.filter((one) => one !== option.value),
                )
              }
            />{' '}
            {option.label}
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  }

  const common = {
    id: inputId,
    name: field.id,
    required: field.required,
    disabled: props.disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
  };
  let control: React.ReactNode;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        value={text}
        placeholder={field.placeholder}
        rows={4}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select
        {...common}
        multiple={field.multiple}
        value={field.multiple ? [...list] : text}
        onChange={(event) =>
          props.onChange(
            field.multiple
              ? [...event.currentTarget.selectedOptions].map((option) => option.value)
              : event.currentTarget.value,
          )
        }
      >
        {field.multiple ? null : <option value="">{field.placeholder ?? 'Choose…'}</option>}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'file') {
    control = (
      <>
        <input
          {...common}
          type="file"
          accept={(field.upload?.allowedTypes ?? []).map((type) => ACCEPT[type]).join(',')}
          onChange={(event) => props.onFile(event.currentTarget.files?.[0])}
        />
        {upload?.state === 'uploading' ? (
          <progress
            className="sw-form-builder__upload"
            max={100}
            value={Math.round(upload.progress * 100)}
            aria-label={`Uploading: ${field.label}`}
          />
        ) : null}
        {upload?.state === 'done' ? <p className="sw-form-builder__uploaded">Uploaded.</p> : null}
      </>
    );
  } else {
    control = (
      <input
        {...common}
        type={field.type}
        value={text}
        placeholder={field.placeholder}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div className={className} data-field={field.id}>
      <label className="sw-form-builder__label" htmlFor={inputId}>
        {field.label}
        {required}
      </label>
      {control}
      {errorLine}
    </div>
  );
}
