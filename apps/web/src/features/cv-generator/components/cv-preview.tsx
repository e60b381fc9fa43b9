/**
 * The live preview: the template markup on an A4 sheet (210 mm wide), scaled to the width it is given, with the
 * template's stylesheet beside it. The same markup and stylesheet are printed by the server (decision 226).
 */
import { CV_SHEET_HEIGHT_MM, CV_SHEET_WIDTH_MM, cvTemplateCss, type CvDraft } from '@portal/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CvDocument } from './cv-document';

/** CSS pixels per millimetre (96 dpi). */
const PX_PER_MM = 96 / 25.4;
const SHEET_WIDTH_PX = CV_SHEET_WIDTH_MM * PX_PER_MM;

/** Sheet padding of the classic template, matching its print margins. */
const CLASSIC_PADDING = '16mm 17mm';

export function CvPreview({ draft }: { draft: CvDraft }) {
  const { t, i18n } = useTranslation('cv-generator');
  const frame = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  const [height, setHeight] = useState(CV_SHEET_HEIGHT_MM * PX_PER_MM);

  useLayoutEffect(() => {
    const measure = () => {
      if (frame.current) setScale(Math.min(1, frame.current.clientWidth / SHEET_WIDTH_PX) || 0.5);
      if (sheet.current) setHeight(sheet.current.offsetHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (frame.current) observer.observe(frame.current);
    if (sheet.current) observer.observe(sheet.current);
    return () => observer.disconnect();
  }, []);

  return (
    // The sheet is absolutely placed: scaling does not shrink its layout box, which would otherwise widen the page.
    <div ref={frame} className="relative w-full overflow-hidden" style={{ height: height * scale }}>
      <style>{cvTemplateCss(draft.template)}</style>
      <div
        ref={sheet}
        className="absolute start-0 top-0 origin-top-left overflow-hidden bg-white shadow-lg ring-1 ring-ink-200 rtl:origin-top-right"
        style={{
          width: `${CV_SHEET_WIDTH_MM}mm`,
          minHeight: `${CV_SHEET_HEIGHT_MM}mm`,
          padding: draft.template === 'classic' ? CLASSIC_PADDING : 0,
          transform: `scale(${scale})`,
        }}
      >
        <CvDocument draft={draft} t={t} dir={i18n.dir()} lang={i18n.language} placeholders />
      </div>
    </div>
  );
}
