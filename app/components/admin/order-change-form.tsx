import type { ReactNode } from "react";
import { AdminField } from "./admin-field.tsx";
import { StaffForm } from "./staff-form.tsx";

// One of the order page's change forms (dispatch, cancel, refund): a units box per line that may take the change,
// with how many units it has left, and the request key rendered with the form, so posting it twice (a double click,
// a retry after a lost answer) is one change (docs/decisions/056-an-orders-life.md). Plain HTML: no JavaScript.

export interface ChangeFormProps {
  kind: "dispatch" | "cancel" | "refund";
  heading: string;
  /** The button's words, e.g. "Dispatch chosen units". */
  submit: string;
  action: string;
  csrfToken: string;
  requestKey: string;
  lines: { entryNumber: number; name: string; left: number }[];
  /** What the server answered for this form, with what was posted. */
  answer?: {
    message: string;
    fields: Partial<Record<string, string>>;
    values: Partial<Record<string, string>>;
  };
  /** What "left" means for this form: "waiting", "dispatched, not refunded". */
  leftWord: string;
  children?: ReactNode;
  empty: string;
}

export function OrderChangeForm(props: ChangeFormProps) {
  const { kind, answer } = props;
  const fields = answer?.fields ?? {};
  const values = answer?.values ?? {};
  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="admin__change">
      <h2 id={headingId}>{props.heading}</h2>
      {answer && (
        <p className="admin__error" role="alert">
          {answer.message}
        </p>
      )}
      {props.lines.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <StaffForm action={props.action} csrfToken={props.csrfToken} className="admin__form">
          <input type="hidden" name="intent" value={kind} />
          <input type="hidden" name="key" value={props.requestKey} />
          <fieldset>
            <legend>Units of each line ({props.leftWord})</legend>
            {props.lines.map((line) => (
              <AdminField
                key={line.entryNumber}
                name={`units-${line.entryNumber}`}
                id={`${kind}-units-${line.entryNumber}`}
                label={`${props.heading}: line ${line.entryNumber}, ${line.name}, ${line.left} left`}
                inputMode="numeric"
                pattern="[0-9]*"
                defaultValue={values[`units-${line.entryNumber}`] ?? ""}
                error={fields[`units-${line.entryNumber}`]}
              />
            ))}
          </fieldset>
          {props.children}
          <p>
            <button type="submit" className="admin__button">
              {props.submit}
            </button>
          </p>
        </StaffForm>
      )}
    </section>
  );
}
