/**
 * The shop itself in a frame, at a phone's width (390 px) or a desktop's (1280 px, scaled down to
 * fit), in French or in a right-to-left language (Hebrew), wearing the form's current values. The frame is the shop's own page
 * (same origin), so the values are set straight on its <html> as CSS variables, as they change; the
 * shop needs no code for it (its live updates stay silent inside a frame).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Monitor, Smartphone } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { cssVariableOf, DESIGN_KEYS, type DesignValues } from "~/schemas/admin/design";
import { useTranslator } from "~/lib/request-context";
import { DEFAULT_LANG, isRtl, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";

const DEVICES = {
  phone: { width: 390, height: 760 },
  desktop: { width: 1280, height: 800 },
} as const;
type Device = keyof typeof DEVICES;
/** The default language and each right-to-left one: the design read in both directions. */
const PREVIEW_LANGS: Lang[] = [DEFAULT_LANG, ...LANGS.filter(isRtl)];

function Toggle<T extends string>({ label, options, value, onChange }: { label: string; options: { value: T; label: string; icon?: React.ReactNode }[]; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-soft border border-lines bg-background p-0.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-soft px-3 text-sm ${option.value === value ? "bg-surface font-medium shadow-sm" : "text-muted hover:text-ink"}`}
        >
          {option.icon}
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function DesignPreview({ values }: { values: DesignValues }) {
  const { t } = useTranslator();
  const { dir, lang: adminLang } = useAdmin();
  const [device, setDevice] = useState<Device>("phone");
  // The shop in the admin's own script first: Hebrew for a Hebrew admin, French otherwise.
  const [lang, setLang] = useState<Lang>(PREVIEW_LANGS.includes(adminLang) ? adminLang : DEFAULT_LANG);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxWidth(element.clientWidth));
    observer.observe(element);
    setBoxWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const apply = useCallback(() => {
    try {
      const root = frame.current?.contentDocument?.documentElement;
      if (!root) return;
      for (const key of DESIGN_KEYS) root.style.setProperty(cssVariableOf(key), values[key]);
    } catch {
      // A frame that is not the shop's own page (an admin host name): it keeps the published look.
    }
  }, [values]);
  useEffect(apply, [apply]);

  const size = DEVICES[device];
  const scale = boxWidth ? Math.min(1, boxWidth / size.width) : 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Toggle
          label={t("design.preview.device")}
          value={device}
          onChange={setDevice}
          options={[
            { value: "phone", label: t("design.preview.phone"), icon: <Smartphone aria-hidden="true" className="size-4" /> },
            { value: "desktop", label: t("design.preview.desktop"), icon: <Monitor aria-hidden="true" className="size-4" /> },
          ]}
        />
        <Toggle
          label={t("design.preview.lang")}
          value={lang}
          onChange={setLang}
          options={PREVIEW_LANGS.map((value) => ({ value, label: LANG_NAMES[value] }))}
        />
      </div>
      <div ref={box} className="relative overflow-hidden rounded-soft border border-lines bg-background" style={{ height: Math.round(size.height * scale) || 320 }}>
        {scale > 0 && (
          <iframe
            ref={frame}
            key={lang}
            src={`/${lang}`}
            title={t("design.preview.title", { lang: LANG_NAMES[lang] })}
            onLoad={apply}
            width={size.width}
            height={size.height}
            data-testid="design-preview"
            className="absolute start-0 top-0 border-0 bg-background"
            // Centred when narrower than the box (a phone beside a wide column).
            style={{ width: size.width, height: size.height, insetInlineStart: Math.max(0, (boxWidth - size.width * scale) / 2), transform: `scale(${scale})`, transformOrigin: dir === "rtl" ? "top right" : "top left" }}
          />
        )}
      </div>
      <p className="text-xs text-muted">{t("design.preview.hint")}</p>
    </div>
  );
}
