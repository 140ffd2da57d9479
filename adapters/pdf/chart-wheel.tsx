import { Circle, Line, Svg, Text, View } from '@react-pdf/renderer';
import type { ChartWheel as Wheel } from '../../domain/reports';
import { colours } from './theme';

const SIGN_LABELS = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const ASPECT_COLOURS: Record<string, string | null> = {
  conjunction: null,
  sextile: colours.cool,
  trine: colours.cool,
  square: colours.warm,
  opposition: colours.warm,
};
const MIN_LABEL_GAP = 8.5;

/**
 * The natal wheel: zodiac ring, house cusps (ascendant on the left) when the time is
 * known, each body's tick at its exact longitude with its label nudged apart from its
 * neighbours, and aspect lines across the middle. Labels are absolutely placed Text
 * over the SVG so they use the embedded font.
 */
export const ChartWheel = ({ wheel, size }: { wheel: Wheel; size: number }) => {
  const c = size / 2;
  const outer = c - 2;
  const zodiacInner = outer - 24;
  const labelRadius = zodiacInner - 20;
  const aspectRadius = zodiacInner - 38;
  const turn = wheel.ascendant ?? 0;
  const at = (longitude: number, radius: number) => {
    const theta = ((180 + longitude - turn) * Math.PI) / 180;
    return { x: c + radius * Math.cos(theta), y: c - radius * Math.sin(theta) };
  };

  const sorted = [...wheel.points].sort((p, q) => p.longitude - q.longitude);
  const shown: number[] = [];
  sorted.forEach((point, i) => {
    const previous = shown[i - 1];
    shown.push(previous !== undefined && point.longitude - previous < MIN_LABEL_GAP ? previous + MIN_LABEL_GAP : point.longitude);
  });

  const label = (key: string, text: string, p: { x: number; y: number }, fontSize: number, colour: string, width = 22) => (
    <Text
      key={key}
      style={{ position: 'absolute', left: p.x - width / 2, top: p.y - fontSize * 0.7, width, textAlign: 'center', fontSize, color: colour, lineHeight: 1.2 }}
    >
      {text}
    </Text>
  );

  return (
    <View style={{ width: size, height: size, alignSelf: 'center', marginVertical: 6 }}>
      <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <Circle cx={c} cy={c} r={outer} stroke={colours.accent} strokeWidth={1.2} fill={colours.wash} />
        <Circle cx={c} cy={c} r={zodiacInner} stroke={colours.accent} strokeWidth={0.8} fill="#ffffff" />
        <Circle cx={c} cy={c} r={aspectRadius} stroke={colours.rule} strokeWidth={0.6} fill="none" />
        {SIGN_LABELS.map((_, k) => {
          const a = at(k * 30, outer);
          const b = at(k * 30, zodiacInner);
          return <Line key={`sign-${k}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={colours.accent} strokeWidth={0.6} />;
        })}
        {(wheel.cusps ?? []).map((cusp, k) => {
          const a = at(cusp, zodiacInner);
          const b = at(cusp, aspectRadius);
          const angle = k === 0 || k === 9;
          return <Line key={`cusp-${k}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={angle ? colours.ink : colours.rule} strokeWidth={angle ? 1.2 : 0.6} />;
        })}
        {wheel.aspects.map((aspect, k) => {
          const colour = ASPECT_COLOURS[aspect.type];
          if (!colour) return null;
          const a = at(aspect.from, aspectRadius);
          const b = at(aspect.to, aspectRadius);
          return <Line key={`aspect-${k}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={colour} strokeWidth={0.7} />;
        })}
        {sorted.map((point) => {
          const a = at(point.longitude, zodiacInner);
          const b = at(point.longitude, zodiacInner - 6);
          return <Line key={`tick-${point.key}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={colours.ink} strokeWidth={1} />;
        })}
      </Svg>
      {SIGN_LABELS.map((text, k) => label(`sl-${k}`, text, at(k * 30 + 15, (outer + zodiacInner) / 2), 9, colours.accent))}
      {(wheel.cusps ?? []).map((cusp, k) => {
        const next = wheel.cusps![(k + 1) % 12]!;
        const span = (next - cusp + 360) % 360;
        return label(`hn-${k}`, String(k + 1), at(cusp + span / 2, aspectRadius + 7), 6.5, colours.muted, 14);
      })}
      {sorted.map((point, i) => label(`pl-${point.key}`, point.label + (point.retrograde && point.key !== 'trueNode' ? 'r' : ''), at(shown[i]!, labelRadius), 9.5, colours.ink))}
    </View>
  );
};
