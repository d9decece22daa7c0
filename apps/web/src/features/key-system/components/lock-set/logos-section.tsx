import { memo, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { FormSection } from '../../../../components/ui/form-section.tsx';
import { LogoUpload } from '../../../../components/ui/logo-upload.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { useUploadLogo } from '../../api/upload-logo.ts';
import { keySystemText } from '../../key-system-text.ts';
import { sameSectionProps, type SectionProps } from './section-props.ts';

/** Logos on the lock's front and back; shown only for bodies that take logos. */
export const LogosSection = memo(
  function LogosSection({
    lockSet,
    errors,
    disabled,
    onEdit,
    orderLockSystemID,
  }: SectionProps & { orderLockSystemID: string }) {
    const t = useText(keySystemText);
    const uploadFile = useUploadLogo(orderLockSystemID);
    const handlers = useMemo(
      () => ({
        front: (logoFront: string | null) => onEdit((current) => ({ ...current, logoFront })),
        back: (logoBack: string | null) => onEdit((current) => ({ ...current, logoBack })),
      }),
      [onEdit],
    );
    return (
      <FormSection title={t('logos.title')} headingLevel="h3" spacing={2.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <LogoUpload
            label={t('logos.front')}
            logoId={lockSet.logoFront}
            uploadFile={uploadFile}
            error={errors.logoFront}
            disabled={disabled}
            onChange={handlers.front}
          />
          <LogoUpload
            label={t('logos.back')}
            logoId={lockSet.logoBack}
            uploadFile={uploadFile}
            error={errors.logoBack}
            disabled={disabled}
            onChange={handlers.back}
          />
        </Stack>
      </FormSection>
    );
  },
  sameSectionProps(['logoFront', 'logoBack']),
);
