/**
 * Setup of the web app's unit tests (jsdom). Adds the jest-dom matchers, unmounts after each test,
 * resets browser storage and the language, and fails a test that writes an unexpected console.error
 * (React and MUI report misuse there).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setCustomerLanguage, setProfileLanguage } from './src/i18n/language.ts';

// findBy…/waitFor wait up to 5 s: whole screens render slowly on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // A toast raised as a test ended waits in react-toastify's queue for a container: not the next test's.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Back to English for the next test: the choice went with localStorage, the defaults go here.
  await setCustomerLanguage(null);
  await setProfileLanguage(null);
  const errors = consoleErrors;
  consoleErrors = [];
  expect(errors, 'unexpected console.error').toEqual([]);
});
