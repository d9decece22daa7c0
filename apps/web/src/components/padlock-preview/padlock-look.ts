/** The padlock's look lives in the domain, so the server's PDFs draw the same padlock as the web app. */
export {
  INK_DARK,
  INK_LIGHT,
  bodyLookOf,
  engravingFontSize,
  inkOn,
  relativeLuminance,
  shackleLookOf,
  type BodyLook,
  type ShackleFinish,
  type ShackleLook,
} from '@keyplan/domain';
