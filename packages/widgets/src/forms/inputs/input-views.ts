import type { FormDefinition, FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { loadChunk } from '@site-widgets/core/site/chunk-loading.ts';
import type { ComponentType } from 'react';
import type { InputFieldProps } from './input-parts.ts';

/**
 * Issue 13: the password, credit-card, image-choice and social-profile views are chunks of their own
 * (spec 001 §7 style names), fetched only by a form that has such a field, before it hydrates (so the
 * hydrated markup is the server's). The server registers them all statically (forms/form/server.tsx).
 */
export type InputViewType = 'password' | 'creditcard' | 'image_choice' | 'social';

export const INPUT_VIEW_CHUNKS: Record<InputViewType, string> = {
  password: 'gform-password',
  creditcard: 'gform-creditcard',
  image_choice: 'gform-image-choice',
  social: 'gform-social',
};

type InputView = ComponentType<InputFieldProps>;

export const INPUT_VIEW_LOADERS: Record<InputViewType, () => Promise<{ default: InputView }>> = {
  password: () => import('./PasswordField.tsx'),
  creditcard: () => import('./CardNumberField.tsx'),
  image_choice: () => import('./ImageChoiceField.tsx'),
  social: () => import('./SocialProfileField.tsx'),
};

const views: Partial<Record<InputViewType, InputView>> = {};

export const isInputViewType = (type: FormField['type']): type is InputViewType => type in INPUT_VIEW_CHUNKS;

/** The view of a field type once its chunk is here (undefined before, or when it failed). */
export const inputViewOf = (type: InputViewType): InputView | undefined => views[type];

/** Makes views available without a fetch (the server, tests). */
export function registerInputViews(registered: Partial<Record<InputViewType, InputView>>) {
  Object.assign(views, registered);
}

/** Fetches the chunks of the input views `definition` uses; a failed one is reported, not thrown. */
export async function loadInputViews(definition: FormDefinition): Promise<void> {
  const types = new Set(
    definition.pages.flatMap((page) => page.fields.map((field) => field.type)).filter(isInputViewType),
  );
  await Promise.all(
    [...types]
      .filter((type) => !views[type])
      .map((type) =>
        loadChunk(INPUT_VIEW_CHUNKS[type], INPUT_VIEW_LOADERS[type])
          .then((module) => registerInputViews({ [type]: module.default }))
          .catch((error: unknown) =>
            console.error(`[site-widgets] form: ${error instanceof Error ? error.message : 'chunk failed'}`),
          ),
      ),
  );
}
