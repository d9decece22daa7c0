import { memo, useId, useRef, useState, type ChangeEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, logoProblem, type StoredLogo } from '@keyplan/domain';
import { isApiError } from '../../lib/api-client.ts';
import { useLogoUrl } from '../../api/get-logo.ts';

/** Sends a file to where the logo goes: a system being edited (/set), or the installed system of a reorder. */
export type UploadLogoFile = (file: Blob) => Promise<StoredLogo>;

export interface LogoUploadProps {
  /** "Front logo" */
  label: string;
  /** The accessible name when the label needs its context (e.g. 'Front logo (new lock set 2)'). */
  name?: string;
  logoId: string | null;
  uploadFile: UploadLogoFile;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (logoId: string | null) => void;
}

/** The server's reasons (`logo: must be …`), or the error's own message. */
function serverMessages(error: unknown): string {
  if (isApiError(error) && Array.isArray(error.problem?.errors)) {
    const messages = (error.problem.errors as unknown[])
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.replace(/^logo:\s*/, ''));
    if (messages.length > 0) return messages.join('; ');
  }
  if (isApiError(error, 0)) return 'could not be uploaded: the server could not be reached';
  return `could not be uploaded: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * A logo for one face: PNG or JPEG up to 1 MB, checked by its bytes here before it is sent
 * (an SVG renamed .png never leaves the browser), uploaded with a spinner, then shown as a
 * thumbnail with Replace and Remove. Shared by /set and a reorder's new lock sets.
 */
export const LogoUpload = memo(function LogoUpload({
  label,
  name: accessibleName,
  logoId,
  uploadFile,
  error,
  disabled = false,
  onChange,
}: LogoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: uploadFile });
  const url = useLogoUrl(logoId);
  const [problem, setProblem] = useState<string | null>(null);
  const name = label.toLowerCase();
  const named = (verb: string) => (accessibleName ? `${verb} ${accessibleName}` : undefined);
  const helperId = useId();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change again.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const refused =
      file.size > LOGO_MAX_BYTES ? LOGO_MESSAGES.tooLarge : logoProblem(new Uint8Array(await file.arrayBuffer()));
    if (refused) {
      setProblem(`${label} ${refused}`);
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      onChange(stored.logoId);
    } catch (failure) {
      setProblem(`${label} ${serverMessages(failure)}`);
    }
  };

  const message = problem ?? error;
  return (
    <Box>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 96,
            height: 56,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.50',
          }}
        >
          {upload.isPending ? (
            <CircularProgress size={24} aria-label={`Uploading the ${name}`} />
          ) : url ? (
            <Box component="img" src={url} alt={label} sx={{ maxWidth: 88, maxHeight: 48 }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {logoId ? 'Logo set' : 'No logo'}
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={`${accessibleName ?? label} file`}
          aria-describedby={helperId}
          hidden
          onChange={(event) => void handleFile(event)}
          disabled={disabled || upload.isPending}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || upload.isPending}
          aria-describedby={helperId}
          aria-label={named(logoId ? 'Replace' : 'Upload')}
        >
          {logoId ? `Replace ${name}` : `Upload ${name}`}
        </Button>
        {logoId && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onChange(null)}
            aria-label={named('Remove')}
            disabled={disabled || upload.isPending}
          >
            Remove {name}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helperId} error={message !== undefined} role={problem ? 'alert' : undefined}>
        {message ?? (upload.isPending ? 'Uploading…' : 'PNG or JPEG, at most 1 MB')}
      </FormHelperText>
    </Box>
  );
});
