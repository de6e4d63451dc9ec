/**
 * Visitors and orders per day (docs/product/analytics-and-consent.md#ana-6), drawn by Recharts. Only the analytics screen
 * imports this module, and only lazily (routes/admin/analytics.tsx), so the chart library is a
 * chunk of its own that no storefront page loads (bench/bundle.mjs checks the build).
 * The figures are also in the "by day" table, which is what a screen reader reads: the chart is a
 * picture of it.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface DailyPoint {
  day: string;
  visitors: number;
  orders: number;
}

/** `dayLabel` writes a day ("2026-11-01") on the axis ("1 nov."), `dayTitle` above the tooltip's figures, in the admin's language. */
export default function DailyChart({
  points,
  labels,
  rtl,
  dayLabel,
  dayTitle,
}: {
  points: DailyPoint[];
  labels: { visitors: string; orders: string };
  rtl: boolean;
  dayLabel: (day: string) => string;
  dayTitle: (day: string) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--color-lines, #ddd)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={dayLabel} reversed={rtl} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis yAxisId="visitors" orientation={rtl ? "right" : "left"} allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
        <YAxis yAxisId="orders" orientation={rtl ? "left" : "right"} allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
        <Tooltip labelFormatter={(day) => dayTitle(String(day))} />
        <Legend />
        <Bar yAxisId="visitors" dataKey="visitors" name={labels.visitors} fill="var(--color-accent, #b4693c)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="orders" dataKey="orders" name={labels.orders} stroke="var(--color-ink, #222)" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
