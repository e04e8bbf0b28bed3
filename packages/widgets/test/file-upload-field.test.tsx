import { type FormField, formFieldSchema } from '@site-widgets/contract/forms/form-definition.ts';
import type { FormUploadAnswer } from '@site-widgets/contract/forms/form-uploads.ts';
import { createUploadQueue, type UploadQueue } from '@site-widgets/core/forms/upload-queue.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFieldView } from '../src/forms/form/FormFieldView.tsx';
import { type FormUploads, FormUploadsContext } from '../src/forms/upload/form-uploads-context.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const field: FormField = formFieldSchema.parse({
  id: 30,
  type: 'fileupload',
  label: 'Photos of the venue',
  allowedExtensions: ['jpg', 'png'],
  maxFileBytes: 1_000,
  multipleFiles: true,
  maxFiles: 2,
});

/** A server that never answers: files stay uploading, which is what the view shows between chunks. */
const pending = {
  sendChunk: () => new Promise<FormUploadAnswer>(() => {}),
  status: () => new Promise<FormUploadAnswer>(() => {}),
};

let ids = 0;
function renderWithQueue(): UploadQueue {
  const queue = createUploadQueue({
    policy: { extensions: ['jpg', 'png'], maxFileBytes: 1_000, maxFiles: 2 },
    transport: pending,
    clock: systemClock,
    newId: () => (ids++).toString(16).padStart(32, '0'),
  });
  const uploads = { queueFor: () => queue } as unknown as FormUploads;
  render(
    <FormUploadsContext.Provider value={uploads}>
      <FormFieldView
        formId={2}
        field={field}
        value={undefined}
        error={undefined}
        hidden={false}
        disabled={false}
        onChange={() => {}}
      />
    </FormUploadsContext.Provider>,
  );
  return queue;
}

const picked = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('file upload field', () => {
  it('renders inert on the server: a disabled select button, labelled, with the rules', () => {
    const html = renderToString(
      <FormFieldView
        formId={2}
        field={field}
        value={undefined}
        error={undefined}
        hidden={false}
        disabled={false}
        onChange={() => {}}
      />,
    );
    document.body.innerHTML = html;
    const input = screen.getByLabelText('Photos of the venue', { exact: true }) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.disabled).toBe(true);
    expect(input.accept).toBe('.jpg,.png');
    expect(input.multiple).toBe(true);
    expect(
      screen.getByText('Accepted file types: jpg, png. Max. file size: 1 KB. Max. files: 2.'),
    ).toBeTruthy();
  });

  it('lists picked files with their state, and disables the select button at the maximum', () => {
    renderWithQueue();
    const input = screen.getByLabelText('Photos of the venue', { exact: true }) as HTMLInputElement;
    expect(input.disabled).toBe(false);
    act(() => {
      fireEvent.change(input, { target: { files: [picked('front.jpg', 10), picked('hall.png', 10)] } });
    });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['uploading', 'queued']);
    expect(items[0]?.textContent).toContain('front.jpg');
    expect(items[1]?.textContent).toContain('Waiting');
    expect(input.disabled).toBe(true);
  });

  it('announces each refusal in the message list the select button is described by, and adds no file', () => {
    renderWithQueue();
    const input = screen.getByLabelText('Photos of the venue', { exact: true }) as HTMLInputElement;
    act(() => {
      fireEvent.change(input, { target: { files: [picked('menu.pdf', 10), picked('big.jpg', 5_000)] } });
    });
    const live = document.querySelector('[aria-live="assertive"]');
    expect(live?.textContent).toContain(
      'menu.pdf - This type of file is not allowed. Must be one of the following: jpg, png',
    );
    expect(live?.textContent).toContain('big.jpg - File exceeds size limit');
    expect(input.getAttribute('aria-describedby')).toContain('gform_multifile_messages_2_30');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('the remove button takes the file away and enables the select button again', () => {
    renderWithQueue();
    const input = screen.getByLabelText('Photos of the venue', { exact: true }) as HTMLInputElement;
    act(() => {
      fireEvent.change(input, { target: { files: [picked('front.jpg', 10), picked('hall.png', 10)] } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove hall.png' }));
    });
    expect(screen.queryByText('hall.png')).toBeNull();
    expect(screen.getByText('front.jpg')).toBeTruthy();
    expect(input.disabled).toBe(false);
  });
});
