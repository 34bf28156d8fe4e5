import "./logo.css";
/** The wordmark, drawn as text so it stays crisp and costs no request; textLength fits it to any serif. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 300 32" width="300" height="32" aria-hidden="true" focusable="false">
      <text
        x="150"
        y="23"
        textAnchor="middle"
        textLength="284"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Iowan Old Style, Palatino Linotype, Palatino, Georgia, serif"
        fontSize="20"
        fill="currentColor"
      >
        THE WHITE COVE
      </text>
    </svg>
  );
}
