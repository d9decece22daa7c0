import type { DisplayLocale } from '@keyplan/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { toast } from '../../lib/toast.ts';
import { useDownloadConfirmation } from '../../api/get-confirmation-pdf.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useText } from '../../i18n/use-text.ts';
import { uiText } from './ui-text.ts';

/**
 * 'Download confirmation (PDF)': the quote or order confirmation of the order, for staff and
 * customers alike; in `language`, else the customer's (the server's default).
 */
export function DownloadConfirmationButton({ orderId, language }: { orderId: string; language?: DisplayLocale }) {
  const t = useText(uiText);
  const download = useDownloadConfirmation(orderId, language);
  const handleDownload = () =>
    download.mutate(undefined, {
      onError: (error) => {
        const detail = error instanceof ApiError ? (error.problem?.detail ?? '') : error.message;
        toast.error(t('downloadFailed', { detail }).trim());
      },
    });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={handleDownload}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('downloadConfirmation')}
    </Button>
  );
}
