import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { toast } from '../../lib/toast.ts';
import { useDownloadConfirmation } from '../../api/get-confirmation-pdf.ts';
import { ApiError } from '../../lib/api-client.ts';

/** 'Download confirmation (PDF)': the quote or order confirmation of the order, for staff and customers alike. */
export function DownloadConfirmationButton({ orderId }: { orderId: string }) {
  const download = useDownloadConfirmation(orderId);
  const handleDownload = () =>
    download.mutate(undefined, {
      onError: (error) => {
        const detail = error instanceof ApiError ? (error.problem?.detail ?? '') : error.message;
        toast.error(`The confirmation could not be downloaded. ${detail}`.trim());
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
      Download confirmation (PDF)
    </Button>
  );
}
