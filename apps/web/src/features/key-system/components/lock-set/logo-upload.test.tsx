import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, type SafekeyOrder } from '@keyplan/domain';
import { json } from '../../../../testing/test-utils.tsx';
import { closeDraft, getDraft } from '../../editor/draft-store.ts';
import {
  PNG_BYTES,
  lockSetForm,
  logoResponse,
  preview,
  treeWithLockSet,
  visitSet,
} from '../../../../testing/lock-set-test-utils.tsx';

afterEach(() => closeDraft());

const LOGO_ID = '00000000-0000-4000-a000-000000000001';
const logosPath = (order: SafekeyOrder) =>
  `/api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/logos`;
const lockSetInDraft = () => getDraft()!.tree.masterKeys[0]!.lockSets[0]!;
const fileInput = (name: string) => screen.getByLabelText(`${name} file`);

/** The logo API: uploads answer 201 with the stored logo (or `answer`), downloads the PNG. */
function logoApi(answer?: () => Response) {
  return (order: SafekeyOrder) => ({
    [`POST ${logosPath(order)}`]: () =>
      answer?.() ?? json({ logoId: LOGO_ID, contentType: 'image/png', size: PNG_BYTES.length }, 201),
    [`GET /api/logos/${LOGO_ID}`]: () => logoResponse(),
  });
}

describe('lock set logos', () => {
  it('uploads a PNG, stores its id on the lock set and shows it on the form and the preview', async () => {
    const { tree } = treeWithLockSet();
    const { user, calls, order } = visitSet(tree, { extra: logoApi() });
    await lockSetForm();
    expect(fileInput('Front logo')).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(screen.getByRole('button', { name: 'Upload front logo' })).toBeInTheDocument();

    await user.upload(fileInput('Front logo'), new File([PNG_BYTES], 'acme.png', { type: 'image/png' }));
    const thumbnail = await screen.findByRole('img', { name: 'Front logo' });
    expect(thumbnail.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(lockSetInDraft().logoFront).toBe(LOGO_ID);
    expect(lockSetInDraft().logoBack).toBeNull();
    const [body] = calls('POST', logosPath(order));
    expect(body).toBeInstanceOf(Blob);
    expect(preview()).toHaveAccessibleName(/logo on the front/);
    expect(preview().querySelector('image')).toHaveAttribute('href', thumbnail.getAttribute('src'));

    await user.click(screen.getByRole('button', { name: 'Remove front logo' }));
    expect(lockSetInDraft().logoFront).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload front logo' })).toBeInTheDocument();
  });

  it('refuses an SVG named .png in the browser, without calling the API', async () => {
    const { tree } = treeWithLockSet();
    const { user, calls, order } = visitSet(tree, { extra: logoApi() });
    await lockSetForm();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(fileInput('Back logo'), svg);
    expect(await screen.findByText('Back logo must be a PNG or JPEG image')).toBeInTheDocument();
    expect(calls('POST', logosPath(order))).toHaveLength(0);
    expect(lockSetInDraft().logoBack).toBeNull();
  });

  it('refuses a file over 1 MB without calling the API', async () => {
    const { tree } = treeWithLockSet();
    const { user, calls, order } = visitSet(tree, { extra: logoApi() });
    await lockSetForm();
    const large = new Uint8Array(LOGO_MAX_BYTES + 1);
    large.set(PNG_BYTES);
    await user.upload(fileInput('Front logo'), new File([large], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Front logo must be at most 1 MB')).toBeInTheDocument();
    expect(calls('POST', logosPath(order))).toHaveLength(0);
  });

  it("shows the server's reason at the field", async () => {
    const refused = () =>
      new Response(
        JSON.stringify({
          title: 'Bad Request',
          status: 400,
          detail: 'Invalid logo',
          errors: ['logo: must be a PNG or JPEG image'],
        }),
        {
          status: 400,
          headers: { 'Content-Type': 'application/problem+json' },
        },
      );
    const { tree } = treeWithLockSet();
    const { user } = visitSet(tree, { extra: logoApi(refused) });
    await lockSetForm();
    await user.upload(fileInput('Front logo'), new File([PNG_BYTES], 'acme.png', { type: 'image/png' }));
    expect(await screen.findByText('Front logo must be a PNG or JPEG image')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload front logo' })).toBeEnabled());
    expect(lockSetInDraft().logoFront).toBeNull();
  });
});
