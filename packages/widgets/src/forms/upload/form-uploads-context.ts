import { createContext, useContext } from 'react';
import type { FormUploads } from './gform-fileupload.ts';

export type { FormUploads };

/** Null on the server, before hydration and until the gform-fileupload chunk is in: fields render inert. */
export const FormUploadsContext = createContext<FormUploads | null>(null);
export const useFormUploads = () => useContext(FormUploadsContext);
