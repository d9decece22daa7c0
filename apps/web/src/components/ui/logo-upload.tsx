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
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE_PX, LOGO_MESSAGES, logoProblem, type StoredLogo } from '@keyplan/domain';
import { useText } from '../../i18n/use-text.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useLogoUrl } from '../../api/get-logo.ts';
import { uiText, type UiTranslate } from './ui-text.ts';

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

/** The domain's logo rules (LOGO_MESSAGES), each worded in the catalogs after the logo's label. */
const RULES = [
  [LOGO_MESSAGES.notAnImage, 'logo.notAnImage'],
  [LOGO_MESSAGES.tooLarge, 'logo.tooLarge'],
  [LOGO_MESSAGES.tooManyPixels, 'logo.tooManyPixels'],
  [LOGO_MESSAGES.empty, 'logo.empty'],
] as const;

/** '{label} {rule}' ('Front logo must be at most 1 MB'), in the language on show; an unknown rule as given. */
export function logoRuleMessage(t: UiTranslate, label: string, problem: string): string {
  const key = RULES.find(([rule]) => rule === problem)?.[1];
  return key ? t(key, { label, side: LOGO_MAX_SIDE_PX }) : t('logo.refused', { label, problem });
}

/** The server's reasons (`logo: must be …`), or the error's own message. */
function serverMessages(t: UiTranslate, label: string, error: unknown): string {
  if (isApiError(error) && Array.isArray(error.problem?.errors)) {
    const messages = (error.problem.errors as unknown[])
      .filter((item): item is string => typeof item === 'string')
      .map((item) => logoRuleMessage(t, label, item.replace(/^logo:\s*/, '')));
    if (messages.length > 0) return messages.join('; ');
  }
  if (isApiError(error, 0)) return t('logo.unreachable', { label });
  return t('logo.uploadFailed', { label, reason: error instanceof Error ? error.message : String(error) });
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
  const t = useText(uiText);
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: uploadFile });
  const url = useLogoUrl(logoId);
  const [problem, setProblem] = useState<string | null>(null);
  const name = label.toLowerCase();
  const named = (verb: 'uploadLogo' | 'replaceLogo' | 'removeLogo') =>
    accessibleName ? t(verb, { name: accessibleName }) : undefined;
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
      setProblem(logoRuleMessage(t, label, refused));
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      onChange(stored.logoId);
    } catch (failure) {
      setProblem(serverMessages(t, label, failure));
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
            <CircularProgress size={24} aria-label={t('logoUploading', { name })} />
          ) : url ? (
            <Box component="img" src={url} alt={label} sx={{ maxWidth: 88, maxHeight: 48 }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {logoId ? t('logoSet') : t('noLogo')}
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={t('logoFile', { name: accessibleName ?? label })}
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
          aria-label={named(logoId ? 'replaceLogo' : 'uploadLogo')}
        >
          {t(logoId ? 'replaceLogo' : 'uploadLogo', { name })}
        </Button>
        {logoId && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => onChange(null)}
            aria-label={named('removeLogo')}
            disabled={disabled || upload.isPending}
          >
            {t('removeLogo', { name })}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helperId} error={message !== undefined} role={problem ? 'alert' : undefined}>
        {message ?? (upload.isPending ? t('uploading') : t('logoHint'))}
      </FormHelperText>
    </Box>
  );
});
