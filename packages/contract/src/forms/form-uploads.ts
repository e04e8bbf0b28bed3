import * as z from 'zod/mini';

/**
 * Issue 13 §3: file-upload fields of embedded forms, and the chunked, resumable upload call.
 *
 * The field's policy (allowed extensions, maximum size, maximum count) is part of the form definition,
 * which lives on the server; the browser reads the same definition to check before it sends (a courtesy),
 * and the server checks everything again from its own copy.
 */

/** The field type's name in the definition (the form plugin's). */
export const UPLOAD_FIELD_TYPE = 'fileupload' as const;

/**
 * Extensions an owner may allow: images (decoded and re-encoded before they are stored) and PDF (stored
 * as sent, served as an attachment). Nothing else can be sniffed reliably, and nothing here runs.
 */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/**
 * Extensions refused before anything else is checked (spec 001 §8 'illegal extension'): scripts,
 * pages and programs, whatever the field allows. The form plugin's list, plus svg (it can carry script).
 */
export const ILLEGAL_UPLOAD_EXTENSIONS = [
  'php',
  'php3',
  'php4',
  'php5',
  'php6',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'cmd',
  'csh',
  'bat',
  'html',
  'htm',
  'hta',
  'jar',
  'exe',
  'com',
  'js',
  'mjs',
  'lnk',
  'htaccess',
  'ps1',
  'ps2',
  'py',
  'rb',
  'sh',
  'svg',
  'svgz',
  'xhtml',
  'tmp',
] as const;

/** The largest size an owner may allow for one file (the bench uploads 200 MB). */
export const MAX_UPLOAD_FILE_BYTES = 256 * 1024 * 1024;
/** The most files an owner may allow in one multi-file field. */
export const MAX_UPLOAD_FILES = 20;
/** The browser's chunk size: 1 MiB (plupload's usual setting). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** The most bytes the server reads of one chunk; a larger chunk is refused while streaming. */
export const MAX_UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;
/** Uploads not attached to an entry within this are deleted (issue 13 §3). */
export const UPLOAD_ORPHAN_MS = 24 * 60 * 60 * 1000;

/** The upload call (the form plugin's `?gf_page=upload`): POST multipart, status by GET `/<id>`. */
export const FORM_UPLOAD_PATH = '/form-uploads';
/** Where an attached file is served: `/form-uploads/files/<stored name>`. */
export const FORM_UPLOAD_FILES_PATH = '/form-uploads/files/';

/** Properties of a fileupload field, in one block of the field schema (form-definition.ts). */
export const uploadFieldProperties = {
  /** fileupload: extensions accepted (lowercase, no dot); default jpg, jpeg, png, gif, webp. */
  allowedExtensions: z.optional(z.array(z.enum(UPLOAD_EXTENSIONS)).check(z.minLength(1), z.maxLength(6))),
  /** fileupload: the largest file in bytes; default 10 MB. */
  maxFileBytes: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_UPLOAD_FILE_BYTES))),
  /** fileupload: more than one file (default false: one). */
  multipleFiles: z.optional(z.boolean()),
  /** fileupload with multipleFiles: the most files; default 5 (1 when not multiple). */
  maxFiles: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_UPLOAD_FILES))),
};

export const DEFAULT_UPLOAD_EXTENSIONS: readonly UploadExtension[] = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
export const DEFAULT_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
const DEFAULT_MULTIPLE_FILES = 5;

/** The policy of one field, defaults applied: what the browser checks and the server enforces. */
export interface UploadPolicy {
  extensions: readonly UploadExtension[];
  maxFileBytes: number;
  maxFiles: number;
}

export function uploadPolicyOf(field: {
  allowedExtensions?: readonly UploadExtension[] | undefined;
  maxFileBytes?: number | undefined;
  multipleFiles?: boolean | undefined;
  maxFiles?: number | undefined;
}): UploadPolicy {
  return {
    extensions: field.allowedExtensions ?? DEFAULT_UPLOAD_EXTENSIONS,
    maxFileBytes: field.maxFileBytes ?? DEFAULT_UPLOAD_FILE_BYTES,
    maxFiles: field.multipleFiles ? (field.maxFiles ?? DEFAULT_MULTIPLE_FILES) : 1,
  };
}

/** The extension of a file name, lowercase, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** spec 001 §8: the file-upload messages (the form plugin's English wording). */
export const UPLOAD_MESSAGES = {
  illegalExtension: 'This type of file is not allowed.',
  /** Followed by the allowed list, e.g. "… Must be one of the following: jpg, png". */
  invalidExtension: 'This type of file is not allowed. Must be one of the following: ',
  fileExceedsLimit: 'File exceeds size limit',
  maxReached: 'Maximum number of files reached',
  unknownError: 'There was a problem while saving the file on the server',
  /** `{code}` and `{message}` are replaced. */
  generic: 'Error: {code}, Message: {message}',
  currentlyUploading: 'Please wait for the uploading to complete',
  /** Screen-reader text of the remove button; `{name}` is replaced. */
  removeFile: 'Remove {name}',
  selectFiles: 'Select files',
  selectFile: 'Select file',
  dropHere: 'Drop files here or',
} as const;

export const invalidExtensionMessage = (extensions: readonly string[]) =>
  `${UPLOAD_MESSAGES.invalidExtension}${extensions.join(', ')}`;
export const genericUploadMessage = (code: string, message: string) =>
  UPLOAD_MESSAGES.generic.replace('{code}', code).replace('{message}', message);

/** Error codes of the upload call (kept apart from ERROR_CODES: the browser maps them to §8 messages). */
export const UPLOAD_ERROR_CODES = {
  /** The name's extension is a script, page or program. */
  SW_UPLOAD_ILLEGAL_EXTENSION: 'illegal extension',
  /** The extension (or the sniffed content) is not one the field allows. */
  SW_UPLOAD_INVALID_EXTENSION: 'not an allowed type',
  SW_UPLOAD_TOO_LARGE: 'larger than the field allows',
  SW_UPLOAD_MAX_REACHED: 'the field holds its most files',
  /** The chunk does not start where the server's bytes end; `data.received` says where to resume. */
  SW_UPLOAD_OFFSET: 'chunk out of order',
  /** The upload id belongs to another form, field or filling-in, or does not exist. */
  SW_UPLOAD_UNKNOWN: 'unknown upload',
  SW_UPLOAD_BAD_REQUEST: 'a request field could not be read',
  SW_UPLOAD_NOT_FOUND: 'the form or field does not exist',
  SW_UPLOAD_FAILED: 'the server could not store the file',
} as const;
export type UploadErrorCode = keyof typeof UPLOAD_ERROR_CODES;

const hex32 = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'must be 32 lowercase hex characters'));
const wholeNumber = (max: number) =>
  z
    .pipe(
      z.string().check(z.regex(/^\d{1,12}$/, 'must be a whole number')),
      z.transform((text) => Number(text)),
    )
    .check(z.lte(max));

/**
 * The fields of one chunk, sent before the file part (plupload's `multipart_params` come first):
 * the form plugin's `form_id`, `field_id`, `original_filename`, `gform_unique_id`, plupload's `chunk` /
 * `chunks` / `name`, and ours: `offset` (where this chunk starts) and `size` (the whole file), which make
 * a dropped connection resumable at the byte the server has.
 */
export const formUploadFieldsSchema = z.object({
  form_id: wholeNumber(999_999),
  field_id: wholeNumber(999),
  original_filename: z.string().check(z.minLength(1), z.maxLength(255)),
  gform_unique_id: hex32,
  /** The upload's id: 32 hex, made by the browser per file (plupload's unique `name`). */
  name: hex32,
  chunk: wholeNumber(1_000_000),
  chunks: wholeNumber(1_000_000),
  offset: wholeNumber(MAX_UPLOAD_FILE_BYTES * 2),
  size: wholeNumber(MAX_UPLOAD_FILE_BYTES * 2),
});
export type FormUploadFields = z.output<typeof formUploadFieldsSchema>;

/** GET `/form-uploads/<id>?form_id=&gform_unique_id=`: how many bytes the server has (for resuming). */
export const formUploadStatusQuerySchema = z.object({
  form_id: wholeNumber(999_999),
  gform_unique_id: hex32,
});

export type FormUploadAnswer =
  | {
      status: 'ok';
      data: {
        /** The upload id (the browser's `name`); sent back in gform_uploaded_files as `temp_filename`. */
        id: string;
        /** The visitor's file name, made safe (no path, no control characters). */
        uploaded_filename: string;
        /** Bytes the server holds. */
        received: number;
        /** True once the last chunk is in and the file passed every check. */
        complete: boolean;
      };
    }
  | {
      status: 'error';
      error: { code: UploadErrorCode; message: string };
      data?: { received: number };
    };

/** One file of `gform_uploaded_files` (JSON keyed per input: `{"input_7":[{…}]}`). */
export const uploadedFileSchema = z.object({
  temp_filename: hex32,
  uploaded_filename: z.string().check(z.maxLength(255)),
});
export const uploadedFilesSchema = z.record(
  z.string().check(z.regex(/^input_\d{1,3}$/)),
  z.array(uploadedFileSchema).check(z.maxLength(MAX_UPLOAD_FILES)),
);
export type UploadedFiles = z.output<typeof uploadedFilesSchema>;

/**
 * The visitor's file name as it is kept and shown: the last path segment, control characters and
 * characters with a meaning in paths or markup removed, at most 200 characters. Never a path on disk.
 */
export function safeUploadName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*`$&;]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(-200);
  return cleaned === '' ? 'file' : cleaned;
}
