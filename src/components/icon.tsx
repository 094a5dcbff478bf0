/** The outlines of the few icons the page chrome uses, on a 24-unit grid, drawn with the text colour. */
const SHAPES = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
};

/** A decorative icon: the control around it carries the words; its stroke is drawn by the stylesheet's `.icon`. */
export function Icon({ name }: { name: keyof typeof SHAPES }) {
  return (
    <svg className="icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
      {SHAPES[name]}
    </svg>
  );
}
