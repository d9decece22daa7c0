import { memo, useId } from 'react';
import type { EngravingFace } from '@keyplan/domain';
import { bodyLookOf, inkOn, shackleLookOf, type BodyLook, type ShackleLook } from './padlock-look.ts';
import { textNow, useText } from '../../i18n/use-text.ts';
import { uiText, type UiTranslate } from '../ui/ui-text.ts';
import { FaceText, Key } from './padlock-texts.tsx';

export type LockFace = Exclude<EngravingFace, 'key'>;

export interface PadlockPreviewProps {
  material: { id: string; name: string } | undefined;
  color: { name: string; hex: string } | undefined;
  shackle: { name: string; conductive: boolean } | undefined;
  /** Lines engraved on each face (empty when the lock is not engraved), in order. */
  lines: Record<LockFace, readonly string[]>;
  /** Text on the key, or null when the key is not engraved. */
  keyText: string | null;
  /** Characters a line of each face holds in the chosen font: sets the drawn text size. */
  maxChars: Record<EngravingFace, number>;
  /** Object URLs of the logos on the front and back, or null. */
  logos: Record<'front' | 'back', string | null>;
}

/**
 * What the preview shows, in words: the accessible name of the drawing, in the language on show.
 * The shackle reads as the domain's shackle look describes it ('1.5 in steel').
 */
export function describePadlock(
  { material, color, shackle, lines, keyText, logos }: PadlockPreviewProps,
  t: UiTranslate = textNow(uiText),
): string {
  const materialName = material?.name ?? t('unknownMaterial');
  const { clearanceInches, finish } = shackleLookOf(shackle);
  const parts = [
    color
      ? t('padlockColoredBody', { color: color.name.toLowerCase(), material: materialName })
      : t('padlockBody', { material: materialName }),
    t('padlockShackle', { clearance: clearanceInches, finish: t(`finish.${finish}`) }),
  ];
  for (const face of ['front', 'back', 'left', 'right'] as const) {
    const text = lines[face].filter((line) => line.trim() !== '');
    if (text.length > 0) parts.push(t(`faceText.${face}`, { text: text.join(' / ') }));
  }
  if (logos.front) parts.push(t('logoOnFront'));
  if (logos.back) parts.push(t('logoOnBack'));
  if (keyText) parts.push(t('keyText', { text: keyText }));
  return t('padlockPreview', { parts: parts.join(', ') });
}

// Layout of the drawing, in viewBox units.
const WIDTH = 520;
const HEIGHT = 410;
const BODY_TOP = 150;
const BODY_HEIGHT = 130;
const SHACKLE_THICKNESS = 12;
const UNITS_PER_INCH = 32;
const LABEL_Y = 302;
const VIEWS = {
  front: { x: 16, width: 140, side: false },
  back: { x: 180, width: 140, side: false },
  left: { x: 350, width: 60, side: true },
  right: { x: 440, width: 60, side: true },
} as const satisfies Record<LockFace, { x: number; width: number; side: boolean }>;
const STEEL_PLATE = '#8C9096';

function Shackle({ centerX, side, look }: { centerX: number; side: boolean; look: ShackleLook }) {
  const rise = look.clearanceInches * UNITS_PER_INCH;
  const top = BODY_TOP - rise;
  if (side) {
    return (
      <rect
        x={centerX - SHACKLE_THICKNESS / 2}
        y={top - SHACKLE_THICKNESS / 2}
        width={SHACKLE_THICKNESS}
        height={rise + SHACKLE_THICKNESS}
        rx={SHACKLE_THICKNESS / 2}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={1.5}
      />
    );
  }
  const spread = 40;
  const path = `M ${centerX - spread} ${BODY_TOP + 4} V ${top + spread} A ${spread} ${spread} 0 0 1 ${centerX + spread} ${top + spread} V ${BODY_TOP + 4}`;
  return (
    <g fill="none" strokeLinecap="butt">
      <path d={path} stroke={look.stroke} strokeWidth={SHACKLE_THICKNESS + 3} />
      <path d={path} stroke={look.fill} strokeWidth={SHACKLE_THICKNESS} />
    </g>
  );
}

interface BodyProps {
  x: number;
  width: number;
  side: boolean;
  look: BodyLook;
  hex: string;
  sheenId: string;
}

/** The body; returns the area the engraving goes on (the cover of a laminated lock). */
function bodyArea({ x, width, side, look }: Omit<BodyProps, 'hex' | 'sheenId'>) {
  const inset = look.laminated ? { x: side ? 6 : 8, y: 16 } : { x: side ? 6 : 10, y: 10 };
  return { x: x + inset.x, y: BODY_TOP + inset.y, width: width - 2 * inset.x, height: BODY_HEIGHT - 2 * inset.y };
}

function Body({ x, width, side, look, hex, sheenId }: BodyProps) {
  const area = bodyArea({ x, width, side, look });
  const plates = look.laminated
    ? Array.from({ length: Math.floor(BODY_HEIGHT / 9) - 1 }, (_, index) => BODY_TOP + 9 * (index + 1))
    : [];
  return (
    <g>
      <rect
        x={x}
        y={BODY_TOP}
        width={width}
        height={BODY_HEIGHT}
        rx={look.radius}
        fill={look.laminated ? STEEL_PLATE : hex}
        stroke="#00000066"
        strokeWidth={1.5}
      />
      {plates.map((y) => (
        <line key={y} x1={x + 1} x2={x + width - 1} y1={y} y2={y} stroke="#00000040" strokeWidth={1} />
      ))}
      {look.laminated && <rect {...area} rx={4} fill={hex} stroke="#00000040" />}
      {look.ribs &&
        !side &&
        [5, 10, width - 10, width - 5].map((offset) => (
          <line
            key={offset}
            x1={x + offset}
            x2={x + offset}
            y1={BODY_TOP + 14}
            y2={BODY_TOP + BODY_HEIGHT - 14}
            stroke="#00000033"
            strokeWidth={2}
          />
        ))}
      {look.metallic ? (
        <rect x={x} y={BODY_TOP} width={width} height={BODY_HEIGHT} rx={look.radius} fill={`url(#${sheenId})`} />
      ) : (
        !look.laminated && (
          <rect
            x={x + width * 0.08}
            y={BODY_TOP + 8}
            width={width * 0.12}
            height={BODY_HEIGHT - 16}
            rx={look.radius / 2}
            fill="#FFFFFF"
            opacity={0.16}
          />
        )
      )}
    </g>
  );
}

/**
 * A drawing of the configured padlock (DESIGN §3 "Engraving"): front, back and both sides with
 * their engraving and logos, the shackle by type and clearance, the body's color and shape by
 * material, and the key with its text. Scales to its container; the text is real SVG text.
 */
export const PadlockPreview = memo(function PadlockPreview(props: PadlockPreviewProps) {
  const t = useText(uiText);
  const { material, color, shackle, lines, keyText, maxChars, logos } = props;
  const sheenId = `sheen-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const look = bodyLookOf(material?.id);
  const shackleLook = shackleLookOf(shackle);
  const hex = color?.hex ?? '#9E9E9E';
  const ink = inkOn(hex);
  return (
    <svg
      role="img"
      aria-label={describePadlock(props, t)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ display: 'block', width: '100%', height: 'auto' }}
      data-testid="padlock-preview"
    >
      <defs>
        <linearGradient id={sheenId} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FFFFFF" stopOpacity={0.05} />
          <stop offset="0.35" stopColor="#FFFFFF" stopOpacity={0.32} />
          <stop offset="0.55" stopColor="#FFFFFF" stopOpacity={0} />
          <stop offset="1" stopColor="#000000" stopOpacity={0.18} />
        </linearGradient>
      </defs>
      {(Object.keys(VIEWS) as LockFace[]).map((face) => {
        const view = VIEWS[face];
        const area = bodyArea({ ...view, look });
        const logo = face === 'front' || face === 'back' ? logos[face] : null;
        const textArea = logo ? { ...area, y: area.y + 44, height: area.height - 44 } : area;
        return (
          <g key={face}>
            <Shackle centerX={view.x + view.width / 2} side={view.side} look={shackleLook} />
            <Body {...view} look={look} hex={hex} sheenId={sheenId} />
            {logo && (
              <image
                href={logo}
                x={area.x + 8}
                y={area.y + 2}
                width={area.width - 16}
                height={38}
                preserveAspectRatio="xMidYMid meet"
                data-face={face}
              />
            )}
            <FaceText
              area={textArea}
              lines={lines[face]}
              slots={view.side ? 2 : 3}
              maxChars={maxChars[face]}
              ink={ink}
              rotated={view.side}
              face={face}
            />
            <text
              x={view.x + view.width / 2}
              y={LABEL_Y}
              fill="#424242"
              fontSize={13}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {t(`drawing.${face}`)}
            </text>
          </g>
        );
      })}
      <Key text={keyText} maxChars={maxChars.key} label={t('drawing.key')} />
    </svg>
  );
});
