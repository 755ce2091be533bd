/** The pages before sign-in: connexion, enrolment, and the refusals. */
import { BO } from '../../domain/back-office-paths';
import { renderBackOfficePage, type Session } from './BackOfficeDocument';
import { ENROL, REFUSED, SIGN_IN } from './copy';

interface PasskeyFormProps {
  kind: 'sign-in' | 'enrolment';
  action: string;
  options: string;
  button: string;
  failed: string;
  error?: string;
}

/**
 * The ceremony's form: the script (cle-d-acces.js) asks the service for options, lets the browser
 * make or use the passkey, writes its answer in the hidden fields and sends the form. Without the
 * script, the form still posts and the service answers what is missing.
 */
function PasskeyForm({ kind, action, options, button, failed, error }: PasskeyFormProps) {
  return (
    <form
      method="post"
      action={action}
      className="bo-passkey"
      data-passkey={kind}
      data-options={options}
      data-failed={failed}
      data-cancelled={SIGN_IN.cancelled}
      data-unavailable={SIGN_IN.unavailable}
    >
      <input type="hidden" name="challenge" value="" />
      <input type="hidden" name="response" value="" />
      <p className="bo-error" role="alert" aria-live="assertive" data-passkey-status="">
        {error}
      </p>
      <button type="submit" className="btn btn-large">
        {button}
      </button>
    </form>
  );
}

export function signInPage(stylesheet: string, error?: string): string {
  return renderBackOfficePage({
    title: SIGN_IN.title,
    stylesheet,
    passkeyScript: true,
    children: (
      <>
        <h1>{SIGN_IN.title}</h1>
        <p>{SIGN_IN.intro}</p>
        <PasskeyForm
          kind="sign-in"
          action={BO.signIn}
          options={BO.signInOptions}
          button={SIGN_IN.button}
          failed={SIGN_IN.failed}
          error={error}
        />
      </>
    ),
  });
}

export function enrolPage(stylesheet: string, email: string, secret: string, error?: string): string {
  return renderBackOfficePage({
    title: ENROL.title,
    stylesheet,
    passkeyScript: true,
    children: (
      <>
        <h1>{ENROL.title}</h1>
        <p>{ENROL.intro(email)}</p>
        <PasskeyForm
          kind="enrolment"
          action={BO.enrol(secret)}
          options={BO.enrolOptions(secret)}
          button={ENROL.button}
          failed={ENROL.failed}
          error={error}
        />
      </>
    ),
  });
}

/** A refusal or a dead end: what happened, that nothing changed, and a way on. */
export function messagePage(stylesheet: string, title: string, text: string, session?: Session): string {
  return renderBackOfficePage({
    title,
    stylesheet,
    session,
    children: (
      <>
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a className="btn btn-secondary" href={session ? BO.home : BO.signIn}>
            {session ? REFUSED.back : SIGN_IN.title}
          </a>
        </p>
      </>
    ),
  });
}
