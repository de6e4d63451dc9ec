/**
 * The contrast of the pairs of colours the shop sets text in (WCAG 2, colord's a11y plugin), as the
 * form's values change: under 4.5:1 a pair is flagged, in words as well as colour. A warning, not a
 * refusal: the owner decides, knowing.
 */
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { normalizeHex, type DesignColorKey } from "~/schemas/admin/design";
import { useTranslator } from "~/lib/request-context";

extend([a11yPlugin]);

export const CONTRAST_MIN = 4.5;

/** Text colour on background colour, as the shop uses them. */
export const CONTRAST_PAIRS: { id: string; text: DesignColorKey; background: DesignColorKey }[] = [
  { id: "textOnBackground", text: "color.text", background: "color.background" },
  { id: "textOnSurface", text: "color.text", background: "color.surface" },
  { id: "mutedOnBackground", text: "color.muted", background: "color.background" },
  { id: "mutedOnSurface", text: "color.muted", background: "color.surface" },
  { id: "onAccent", text: "color.on-accent", background: "color.accent" },
  { id: "onAccentHover", text: "color.on-accent", background: "color.accent-hover" },
];

/** The contrast ratio of two colours (1 to 21), or undefined while one is not a colour. */
export function contrastOf(text: string, background: string): number | undefined {
  const a = normalizeHex(text);
  const b = normalizeHex(background);
  return a && b ? colord(a).contrast(b) : undefined;
}

export function ContrastChecks({ values }: { values: Record<string, string> }) {
  const { t } = useTranslator();
  const { lang } = useAdmin();
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const low = CONTRAST_PAIRS.filter((pair) => (contrastOf(values[pair.text], values[pair.background]) ?? 21) < CONTRAST_MIN).length;
  return (
    <div className="space-y-3">
      <p role="status" className={`text-sm ${low ? "text-[#6e4612]" : "text-muted"}`}>
        {low ? t("design.contrast.low", { count: low }) : t("design.contrast.allGood")}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {CONTRAST_PAIRS.map((pair) => {
          const ratio = contrastOf(values[pair.text], values[pair.background]);
          const ok = ratio === undefined || ratio >= CONTRAST_MIN;
          const Icon = ok ? CircleCheck : CircleAlert;
          return (
            <li key={pair.id} data-testid={`contrast-${pair.id}`} data-ok={ok ? "yes" : "no"} className={`flex items-center gap-3 rounded-soft border p-2 ${ok ? "border-lines" : "border-[#c27c1a] bg-[#fbefd9]"}`}>
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-soft border border-lines text-base font-semibold"
                style={{ color: normalizeHex(values[pair.text]) ?? undefined, background: normalizeHex(values[pair.background]) ?? undefined }}
              >
                Aa
              </span>
              <span className="min-w-0 flex-1 text-sm">
                <span className="block">{t(`design.contrast.${pair.id}`)}</span>
                <span className={`flex items-center gap-1 text-xs ${ok ? "text-muted" : "font-medium text-[#6e4612]"}`}>
                  <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                  {ratio === undefined ? "—" : <bdi dir="ltr" className="tabular-nums">{`${format.format(ratio)}:1`}</bdi>}
                  {" · "}
                  {t(ok ? "design.contrast.ok" : "design.contrast.tooLow")}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
