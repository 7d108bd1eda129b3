// A placeholder with a digit in it ('0,00', '(65) 99999-0000') reads as a value already typed;
// examples belong in the field's hint ('Ex.: 40,00').

/** The placeholders of the inputs and text areas in `container` that look like values. */
export const valueLikePlaceholders = (container: ParentNode) =>
  [...container.querySelectorAll('input, textarea')]
    .map((input) => input.getAttribute('placeholder'))
    .filter((placeholder) => placeholder !== null && /\d/.test(placeholder));
