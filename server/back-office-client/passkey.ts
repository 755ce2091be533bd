/**
 * The back office's one script: forms that ignore a second click (prevent-double-click.ts), and the
 * passkey ceremony of the sign-in and enrolment forms. The ceremony asks the service for its options,
 * lets the browser make or use the passkey, writes the answer in the form's hidden fields and sends
 * the form: the service answers with the next page.
 * Messages are written as text (the pages enforce Trusted Types).
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import './prevent-double-click';

const form = document.querySelector<HTMLFormElement>('form[data-passkey]');
const status = form?.querySelector<HTMLElement>('[data-passkey-status]');

async function ceremony(form: HTMLFormElement): Promise<string | null> {
  const { passkey, options, failed, cancelled, unavailable } = form.dataset;
  let answer: Response;
  try {
    answer = await fetch(options!, { method: 'POST', credentials: 'same-origin' });
  } catch {
    return unavailable!;
  }
  if (!answer.ok) return answer.status === 404 ? failed! : unavailable!;
  const { challengeId, options: optionsJSON } = await answer.json();
  let response: unknown;
  try {
    response = passkey === 'enrolment' ? await startRegistration({ optionsJSON }) : await startAuthentication({ optionsJSON });
  } catch {
    return cancelled!;
  }
  (form.elements.namedItem('challenge') as HTMLInputElement).value = challengeId;
  (form.elements.namedItem('response') as HTMLInputElement).value = JSON.stringify(response);
  form.submit();
  return null;
}

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const button = form.querySelector('button');
  if (button) button.disabled = true;
  if (status) status.textContent = '';
  void ceremony(form).then((error) => {
    if (button) button.disabled = false;
    if (error && status) status.textContent = error;
  });
});
