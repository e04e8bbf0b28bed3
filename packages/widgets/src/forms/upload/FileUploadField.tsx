import type { FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { UPLOAD_MESSAGES, uploadPolicyOf } from '@site-widgets/contract/forms/form-uploads.ts';
import type { QueuedUpload, UploadQueue, UploadQueueState } from '@site-widgets/core/forms/upload-queue.ts';
import { type ReactNode, useRef, useSyncExternalStore } from 'react';
import { useFormUploads } from './form-uploads-context.ts';

export interface FileUploadFieldProps {
  formId: number;
  field: FormField;
  inputId: string;
  /** The wrapper's class names (error, owner's classes), as every field has them. */
  wrapperClass: string;
  hidden: boolean;
  disabled: boolean;
  /** The server's validation message for the field (required), already rendered by the caller. */
  message: ReactNode;
  description: ReactNode;
  descriptionId: string | undefined;
  messageId: string | undefined;
  requiredMark: ReactNode;
}

const EMPTY: UploadQueueState = { files: [], messages: [], busy: false, atMax: false };
const noQueue = {
  subscribe: () => () => {},
  getState: () => EMPTY,
};

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function stateText(file: QueuedUpload): string {
  if (file.state === 'queued') return 'Waiting';
  if (file.state === 'uploading')
    return `Uploading, ${file.size > 0 ? Math.floor((file.received / file.size) * 100) : 0}%`;
  if (file.state === 'uploaded') return 'Uploaded';
  return 'Failed';
}

/**
 * A file-upload field (issue 13 §3): the native file input is the select button (keyboard and screen
 * readers know it), disabled once the field holds its most files; each file's state and progress; a
 * remove button per file; and the field's message list, a live region, where every refusal of spec 001
 * §8 is announced. On the server and before hydration it renders inert (uploads need the script).
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { formId, field } = props;
  const uploads = useFormUploads();
  const queue: UploadQueue | undefined = uploads?.queueFor(field);
  const source = queue ?? noQueue;
  const state = useSyncExternalStore(source.subscribe, source.getState, () => EMPTY);
  const inputRef = useRef<HTMLInputElement>(null);
  const policy = uploadPolicyOf(field);
  const rulesId = `gfield_upload_rules_${formId}_${field.id}`;
  const messagesId = `gform_multifile_messages_${formId}_${field.id}`;
  const described = [props.descriptionId, rulesId, props.messageId, state.messages.length ? messagesId : '']
    .filter(Boolean)
    .join(' ');
  const multiple = policy.maxFiles > 1;

  return (
    <div
      className={props.wrapperClass}
      hidden={props.hidden}
      data-field-id={field.id}
      data-slot="upload-field"
    >
      <label className="gfield_label" htmlFor={props.inputId}>
        {field.label}
        {props.requiredMark}
      </label>
      {props.description}
      <div className="ginput_container ginput_container_fileupload">
        <input
          ref={inputRef}
          type="file"
          id={props.inputId}
          accept={policy.extensions.map((extension) => `.${extension}`).join(',')}
          multiple={multiple}
          disabled={props.disabled || !queue || state.atMax}
          aria-describedby={described}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // Cleared so the same file can be picked again after a refusal.
            event.target.value = '';
            if (queue && picked.length > 0) queue.add(picked);
          }}
        />
        <div className="gform_fileupload_rules sw-embedded-form__upload-rules" id={rulesId}>
          {`Accepted file types: ${policy.extensions.join(', ')}. Max. file size: ${megabytes(policy.maxFileBytes)}.`}
          {multiple ? ` Max. files: ${policy.maxFiles}.` : ''}
        </div>
        <div aria-live="assertive" className="sw-embedded-form__upload-messages">
          {state.messages.length > 0 ? (
            <ul
              id={messagesId}
              className="validation_message gfield_validation_message"
              data-slot="upload-messages"
            >
              {state.messages.map((text, index) => (
                // Messages are only ever appended, so the index is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                <li key={index}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {state.files.length > 0 ? (
          <ul
            className="ginput_preview_list sw-embedded-form__upload-files"
            aria-label={`${field.label}: files`}
          >
            {state.files.map((file) => (
              <li key={file.id} className="ginput_preview" data-state={file.state}>
                <span className="gfield_fileupload_filename">{file.name}</span>{' '}
                <span className="gfield_fileupload_progress">{stateText(file)}</span>
                <progress
                  max={Math.max(file.size, 1)}
                  value={file.received}
                  aria-label={`${file.name}: upload progress`}
                />
                <button
                  type="button"
                  className="gform_delete_file"
                  aria-label={UPLOAD_MESSAGES.removeFile.replace('{name}', file.name)}
                  onClick={() => {
                    queue?.remove(file.id);
                    // Back to the select button once it is enabled again (it may have been at the maximum).
                    setTimeout(() => inputRef.current?.focus(), 0);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {props.message}
    </div>
  );
}
