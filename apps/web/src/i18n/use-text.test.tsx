import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language.ts';
import { defineText } from './text.ts';
import { useText } from './use-text.ts';

// A catalog as the build compiles it (text-catalogs.ts): "{count, plural, one {# lock} other {# locks}}".
const plural = (one: string, other: string) => [
  {
    type: 6,
    value: 'count',
    offset: 0,
    pluralType: 'cardinal',
    options: {
      one: { value: [{ type: 7 }, { type: 0, value: one }] },
      other: { value: [{ type: 7 }, { type: 0, value: other }] },
    },
  },
];
const english = {
  locks: plural(' lock', ' locks'),
  hello: [
    { type: 0, value: 'Hello ' },
    { type: 1, value: 'name' },
  ],
};
const french = {
  locks: plural(' cadenas', ' cadenas'),
  hello: [
    { type: 0, value: 'Bonjour ' },
    { type: 1, value: 'name' },
  ],
};
let frenchLoads = 0;
const probeText = defineText(english as unknown as Record<'locks' | 'hello', string>, {
  'fr-CA': () => {
    frenchLoads += 1;
    return Promise.resolve({ default: french });
  },
  'es-MX': () => Promise.resolve({ default: english }),
});

function Probe({ count }: { count: number }) {
  const t = useText(probeText);
  return (
    <p>
      {t('locks', { count })} · {t('hello', { name: 'Émile' })}
    </p>
  );
}

describe('useText', () => {
  it('formats ICU plurals and arguments in English, then in French once its catalog has loaded', async () => {
    render(<Probe count={1234} />);
    expect(screen.getByText('1,234 locks · Hello Émile')).toBeInTheDocument();
    await act(() => chooseLanguage('fr-CA'));
    // French groups thousands with a (narrow) no-break space.
    expect(screen.getByText(/^1\s234 cadenas · Bonjour Émile$/)).toBeInTheDocument();
    await act(() => chooseLanguage('fr-CA'));
    expect(frenchLoads).toBe(1);
  });

  it('shows the pseudo-locale: words accented, longer and bracketed, arguments as they are', async () => {
    await act(() => chooseLanguage('en-XA'));
    render(<Probe count={1} />);
    expect(screen.getByText('[1 lööçk] · [Hééllöö Émile]')).toBeInTheDocument();
  });
});
