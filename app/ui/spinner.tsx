import "./spinner.css";

// Spinner (spec 002 §9: default size 40, dark grey). It is a status region so a screen reader
// hears what is loading.
const SPINNER_DEFAULT_SIZE = 40;
const SPINNER_DEFAULT_COLOR = "#4a4a4a";

interface SpinnerProps {
  color?: string;
  size?: number;
  /** What is being waited for, read out to assistive technology. */
  label?: string;
  className?: string;
}

export function Spinner({
  color = SPINNER_DEFAULT_COLOR,
  size = SPINNER_DEFAULT_SIZE,
  label = "Loading",
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={className ? `spinner ${className}` : "spinner"}>
      <svg
        className="spinner__circle"
        width={size}
        height={size}
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="20" cy="20" r="17" fill="none" stroke={color} strokeOpacity="0.2" strokeWidth="3" />
        <path d="M20 3a17 17 0 0 1 17 17" fill="none" stroke={color} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
