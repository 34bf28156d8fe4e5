import "./input-field.css";
// The alert region under a field (spec 002 §5, §8: "Field errors show below the field as alerts").
// The region is always present so a message added later is announced.
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return (
    <div className="input-field__error-region" role="alert">
      {message && (
        <p id={id} className="input-field__error">
          {message}
        </p>
      )}
    </div>
  );
}
