import { loadChunk } from '@site-widgets/core/site/chunk-loading.ts';

type ConditionalLogicChunk = typeof import('./gform-conditional-logic.ts');
type PaginationChunk = typeof import('./gform-pagination.ts');
type FileUploadChunk = typeof import('../upload/gform-fileupload.ts');

/**
 * The form's lazy chunks by their spec names (spec 001 §7): each is fetched once, only by a form that
 * needs it; one that has not arrived within 120,000 ms fails with the chunk-loading error (§8, §9).
 */
export const FORM_CHUNK_LOADERS = {
  'gform-conditional-logic': () => import('./gform-conditional-logic.ts'),
  'gform-pagination': () => import('./gform-pagination.ts'),
  'gform-fileupload': () => import('../upload/gform-fileupload.ts'),
} as const;

let conditionalLogic: Promise<ConditionalLogicChunk> | undefined;
let pagination: Promise<PaginationChunk> | undefined;

function reportAndForget<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch((error: unknown) => {
    console.error(`[site-widgets] form: ${error instanceof Error ? error.message : 'chunk failed'}`, error);
    forget(); // a later change may try again
  });
  return promise;
}

export function loadConditionalLogic(): Promise<ConditionalLogicChunk> {
  conditionalLogic ??= reportAndForget(
    loadChunk('gform-conditional-logic', FORM_CHUNK_LOADERS['gform-conditional-logic']),
    () => {
      conditionalLogic = undefined;
    },
  );
  return conditionalLogic;
}

export function loadPagination(): Promise<PaginationChunk> {
  pagination ??= reportAndForget(
    loadChunk('gform-pagination', FORM_CHUNK_LOADERS['gform-pagination']),
    () => {
      pagination = undefined;
    },
  );
  return pagination;
}

let fileUpload: Promise<FileUploadChunk> | undefined;

/** Issue 13: the upload queues and chunker, for forms with an upload field only. */
export function loadFileUpload(): Promise<FileUploadChunk> {
  fileUpload ??= reportAndForget(
    loadChunk('gform-fileupload', FORM_CHUNK_LOADERS['gform-fileupload']),
    () => {
      fileUpload = undefined;
    },
  );
  return fileUpload;
}
