// Code passed to page.evaluate() runs in the browser: type-check it against the DOM library.
/// <reference lib="dom" />
