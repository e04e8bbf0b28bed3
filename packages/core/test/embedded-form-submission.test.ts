import { describe, expect, it, vi } from 'vitest';
import {
  FORM_JSON_END,
  FORM_JSON_START,
  unwrapFormJson,
  wrapFormJson,
} from '../src/forms/embedded-form-answer.ts';
import { shouldAddHoneypot } from '../src/forms/embedded-form-honeypot.ts';
import { createSubmissionSpeedsTimer } from '../src/forms/embedded-form-speeds.ts';
import {
  type BeforeSubmitDetail,
  createFormSubmission,
  FORM_CONSOLE,
  type FormSubmissionOptions,
  targetPageFor,
} from '../src/forms/embedded-form-submission.ts';

function setup(overrides: Partial<FormSubmissionOptions> = {}) {
  let now = 1_000;
  const clock = { now: () => now };
  const sent: Record<string, string>[] = [];
  const log = vi.fn();
  const aborted = vi.fn();
  let release: (text: string) => void = () => {};
  const options: FormSubmissionOptions = {
    formId: 3,
    beforeSubmit: () => true,
    aborted,
    send: (fields) => {
      sent.push(fields);
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    },
    speeds: createSubmissionSpeedsTimer(clock, 1),
    versionHash: 'abc123',
    navigator: { webdriver: false },
    log,
    ...overrides,
  };
  return {
    submission: createFormSubmission(options),
    sent,
    log,
    aborted,
    answer: (value: unknown) => release(wrapFormJson(value)),
    answerText: (text: string) => release(text),
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('embedded form answer markers', () => {
  it('reads the JSON between the start and end markers, ignoring notices printed around them', () => {
    const text = `<p>Notice: x</p>${FORM_JSON_START}{"success":true,"data":{"page_number":2}}${FORM_JSON_END}trailing`;
    expect(unwrapFormJson(text)).toEqual({ success: true, data: { page_number: 2 } });
  });
  it('answers undefined for text that is not JSON', () => {
    expect(unwrapFormJson(`${FORM_JSON_START}<html>${FORM_JSON_END}`)).toBeUndefined();
  });
});

describe('submission speeds', () => {
  it('records one duration per visit of each page', () => {
    let now = 0;
    const timer = createSubmissionSpeedsTimer({ now: () => now }, 1);
    now = 4_000;
    timer.pageShown(2);
    now = 6_500;
    timer.pageShown(1);
    now = 7_000;
    expect(timer.snapshot()).toEqual({ pages: { '1': [4_000, 500], '2': [2_500] } });
  });
});

describe('honeypot', () => {
  it('is added for submit and save-continue only, and never under an automation driver', () => {
    expect(shouldAddHoneypot('submit', { webdriver: false })).toBe(true);
    expect(shouldAddHoneypot('save-continue', {})).toBe(true);
    expect(shouldAddHoneypot('next', { webdriver: false })).toBe(false);
    expect(shouldAddHoneypot('previous', {})).toBe(false);
    expect(shouldAddHoneypot('send-link', {})).toBe(false);
    expect(shouldAddHoneypot('submit', { webdriver: true })).toBe(false);
  });
});

describe('form submission', () => {
  it('previous lowers the target page by one, next raises it, submit targets 0', () => {
    expect(targetPageFor('previous', 3)).toBe(2);
    expect(targetPageFor('next', 2)).toBe(3);
    expect(targetPageFor('submit', 3)).toBe(0);
    expect(targetPageFor('save-continue', 2)).toBe(2);
  });

  it('sends the hidden fields of spec 001 §3 with the values', async () => {
    const { submission, sent, answer, tick } = setup();
    tick(2_000);
    const pending = submission.submit('save-continue', 2, [['input_1', 'Ann']]);
    answer({ success: true, data: { page_number: 2 } });
    await pending;
    expect(sent[0]).toMatchObject({
      input_1: 'Ann',
      gform_submission_method: 'ajax',
      gform_source_page_number_3: '2',
      gform_target_page_number_3: '2',
      gform_save: '1',
      version_hash: 'abc123',
    });
    expect(JSON.parse(sent[0]?.gform_submission_speeds ?? '')).toEqual({ pages: { '1': [2_000] } });
  });

  it('leaves the honeypot out of a next submission', async () => {
    const { submission, sent, answer } = setup();
    const pending = submission.submit('next', 1, []);
    answer({ success: true, data: {} });
    await pending;
    expect(sent[0]).not.toHaveProperty('version_hash');
    expect(sent[0]).not.toHaveProperty('gform_save');
  });

  it('allows one submission at a time and clears the flag after the result', async () => {
    const { submission, sent, log, answer } = setup();
    const first = submission.submit('next', 1, []);
    expect(await submission.submit('next', 1, [])).toEqual({ kind: 'busy' });
    expect(log).toHaveBeenCalledWith(FORM_CONSOLE.busy);
    expect(sent).toHaveLength(1);
    answer({ success: true, data: { page_number: 2 } });
    expect(await first).toMatchObject({ kind: 'answer', data: { page_number: 2 }, targetPage: 2 });
    expect(submission.isSubmitting()).toBe(false);
  });

  it('clears the flag after an error, with the unknown-error text', async () => {
    const { submission, answerText } = setup({ unknownErrorText: 'Oops.' });
    const pending = submission.submit('submit', 1, []);
    answerText('<html>500</html>');
    expect(await pending).toEqual({ kind: 'error', message: 'Oops.' });
    expect(submission.isSubmitting()).toBe(false);
  });

  it('a cancelled before-submit aborts: nothing sent, the aborted event fires, the flag is cleared', async () => {
    const { submission, sent, aborted } = setup({ beforeSubmit: () => false });
    expect(await submission.submit('submit', 1, [])).toEqual({ kind: 'aborted' });
    expect(sent).toHaveLength(0);
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(submission.isSubmitting()).toBe(false);
  });

  it('a before-submit listener may switch to postback but not to iframe', async () => {
    const toPostback = setup({
      beforeSubmit: (detail: BeforeSubmitDetail) => {
        detail.submissionMethod = 'postback';
        return true;
      },
    });
    const outcome = await toPostback.submission.submit('submit', 1, []);
    expect(outcome).toMatchObject({ kind: 'postback', fields: { gform_submission_method: 'postback' } });
    expect(toPostback.sent).toHaveLength(0);

    const toIframe = setup({
      beforeSubmit: (detail: BeforeSubmitDetail) => {
        detail.submissionMethod = 'iframe';
        return true;
      },
    });
    const pending = toIframe.submission.submit('submit', 1, []);
    toIframe.answer({ success: true, data: {} });
    await pending;
    expect(toIframe.log).toHaveBeenCalledWith(FORM_CONSOLE.iframeRefused);
    expect(toIframe.sent[0]?.gform_submission_method).toBe('ajax');
  });
});
