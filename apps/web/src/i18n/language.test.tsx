import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, chooseLanguage, setProfileLanguage, useCustomerLanguage, useLocale } from './language.ts';

function Shown({ customer }: { customer: 'fr-CA' | 'es-MX' | null }) {
  useCustomerLanguage(customer);
  return <p>{useLocale()}</p>;
}

describe('the language on show', () => {
  it("is the customer's on their review, unless this browser chose another; leaving it brings the default back", async () => {
    const view = render(<Shown customer="fr-CA" />);
    expect(await screen.findByText('fr-CA')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');

    await act(() => chooseLanguage('es-MX'));
    expect(screen.getByText('es-MX')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es-MX');

    await act(() => chooseLanguage(null));
    expect(screen.getByText('fr-CA')).toBeInTheDocument();
    view.unmount();
    render(<Shown customer={null} />);
    expect(await screen.findByText('en-US')).toBeInTheDocument();
  });

  it("takes the profile's language (Okta's fr_CA) before the browser's, and English for one Keyplan does not speak", async () => {
    render(<Shown customer={null} />);
    await act(() => setProfileLanguage('fr_CA'));
    expect(screen.getByText('fr-CA')).toBeInTheDocument();
    await act(() => setProfileLanguage('de_DE'));
    expect(screen.getByText('en-US')).toBeInTheDocument();
  });
});
