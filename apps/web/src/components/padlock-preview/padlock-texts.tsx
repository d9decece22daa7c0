import { INK_DARK, engravingFontSize } from './padlock-look.ts';
import type { EngravingFace } from '@keyplan/domain';

const MONO = 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace';

interface FaceTextProps {
  area: { x: number; y: number; width: number; height: number };
  lines: readonly string[];
  slots: number;
  maxChars: number;
  ink: string;
  /** Side faces are tall and narrow: their text runs upwards. */
  rotated: boolean;
  face: Exclude<EngravingFace, 'key'>;
}

/** The engraved lines of one face, centred, sized to the face and the font. */
export function FaceText({ area, lines, slots, maxChars, ink, rotated, face }: FaceTextProps) {
  const along = rotated ? area.height : area.width;
  const across = rotated ? area.width : area.height;
  const size = engravingFontSize(along, across, maxChars, slots);
  const step = size * 1.3;
  const centerX = area.x + area.width / 2;
  const centerY = area.y + area.height / 2;
  const first = -((slots - 1) * step) / 2;
  return (
    <g
      fill={ink}
      fontFamily={MONO}
      fontSize={size}
      fontWeight={600}
      textAnchor="middle"
      dominantBaseline="central"
      data-face={face}
    >
      {lines.map((line, index) =>
        line === '' ? null : rotated ? (
          <text
            key={index}
            x={centerX + first + index * step}
            y={centerY}
            transform={`rotate(-90 ${centerX + first + index * step} ${centerY})`}
            xmlSpace="preserve"
          >
            {line}
          </text>
        ) : (
          <text key={index} x={centerX} y={centerY + first + index * step} xmlSpace="preserve">
            {line}
          </text>
        ),
      )}
    </g>
  );
}

/** The key, with its engraving and its label ('Key'). */
export function Key({ text, maxChars, label }: { text: string | null; maxChars: number; label: string }) {
  const teeth =
    'M 126 346 H 300 L 306 356 L 300 366 H 290 L 284 374 L 276 366 L 268 376 L 258 366 L 250 374 L 242 366 L 232 376 L 224 366 H 126 Z';
  return (
    <g>
      <path d={teeth} fill="#C4C8CC" stroke="#6B7075" strokeWidth={1.5} />
      <rect x={16} y={326} width={112} height={60} rx={18} fill="#C4C8CC" stroke="#6B7075" strokeWidth={1.5} />
      <circle cx={32} cy={356} r={7} fill="#FFFFFF" stroke="#6B7075" />
      {text && (
        <text
          x={82}
          y={356}
          fill={INK_DARK}
          fontFamily={MONO}
          fontWeight={600}
          fontSize={engravingFontSize(80, 44, maxChars, 1)}
          textAnchor="middle"
          dominantBaseline="central"
          xmlSpace="preserve"
          data-face="key"
        >
          {text}
        </text>
      )}
      <text x={318} y={356} fill="#424242" fontSize={13} dominantBaseline="central">
        {label}
      </text>
    </g>
  );
}
