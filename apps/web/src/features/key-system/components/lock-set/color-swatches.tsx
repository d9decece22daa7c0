import { memo, useId, type ChangeEvent } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Color } from '@keyplan/domain';
import { inkOn } from '../../../../components/padlock-preview/padlock-look.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';

function Swatch({ hex, checked }: { hex: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: hex,
        border: '1px solid rgba(0, 0, 0, 0.55)',
        boxShadow: checked ? (theme) => `0 0 0 2px #fff, 0 0 0 4px ${theme.palette.primary.main}` : 'none',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: inkOn(hex),
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}

export interface ColorSwatchesProps {
  name: string;
  colors: readonly Color[];
  value: string;
  onChange: (colorID: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The body color as swatches: a radio group whose every swatch carries its color's name. */
export const ColorSwatches = memo(function ColorSwatches({
  name,
  colors,
  value,
  onChange,
  error,
  disabled = false,
}: ColorSwatchesProps) {
  const t = useText(keySystemText);
  const legendId = useId();
  return (
    <FormControl component="fieldset" required error={error !== undefined} disabled={disabled}>
      <FormLabel component="legend" id={legendId}>
        {t('materials.color')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={legendId}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      >
        {colors.map((color) => (
          <FormControlLabel
            key={color.id}
            value={color.id}
            label={color.name}
            sx={{ mr: 2, minWidth: 120 }}
            control={
              <Radio
                icon={<Swatch hex={color.hex} checked={false} />}
                checkedIcon={<Swatch hex={color.hex} checked />}
              />
            }
          />
        ))}
      </RadioGroup>
      {error !== undefined && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
