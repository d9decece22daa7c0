import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { ApiClientProvider } from '../../lib/api-client-context.tsx';
import { DownloadConfirmationButton } from './download-confirmation-button.tsx';

const ORDER_ID = '5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11';

function pdfResponse() {
  return new Response('%PDF-1.3', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="Order confirmation North plant.pdf"',
    },
  });
}

function renderButton(client: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <DownloadConfirmationButton orderId={ORDER_ID} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('DownloadConfirmationButton', () => {
  afterEach(() => vi.restoreAllMocks());

  // A customer's view client sends the same path to View/orders/{id}/confirmation.pdf (view-client.test.ts).
  it('downloads the PDF with the bearer, under the name the server gave it', async () => {
    const fetchImpl = vi.fn(async () => pdfResponse());
    const client = createApiClient({ baseUrl: '/api', getAccessToken: () => 't-1', fetchImpl });
    const createObjectURL = vi.fn(() => 'blob:confirmation');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderButton(client);
    await userEvent.click(screen.getByRole('button', { name: 'Download confirmation (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['Order confirmation North plant.pdf']));
    expect(String((fetchImpl.mock.calls[0] as unknown as [string])[0])).toBe(
      `/api/orders/${ORDER_ID}/confirmation.pdf`,
    );
  });
});
