import { Circle, Line, Polyline, Svg, Text, View } from '@react-pdf/renderer';
import { layoutWheel, type ChartWheel as Wheel, type WheelLayout } from '../../domain/reports';
import { FONT_FAMILY, GLYPH_FAMILY, GLYPH_INK_CENTRES } from './fonts';
import { colours } from './theme';

type LineKind = WheelLayout['lines'][number]['kind'];
type CircleKind = WheelLayout['circles'][number]['kind'];

const LINE_STYLES: Record<LineKind, { stroke: string; width: number }> = {
  'sign-boundary': { stroke: colours.accent, width: 0.6 },
  'degree-tick': { stroke: colours.accent, width: 0.4 },
  'planet-tick': { stroke: colours.ink, width: 1 },
  leader: { stroke: colours.muted, width: 0.4 },
  cusp: { stroke: colours.rule, width: 0.7 },
  angle: { stroke: colours.ink, width: 1.3 },
  'aspect-harmonious': { stroke: colours.cool, width: 0.7 },
  'aspect-tense': { stroke: colours.warm, width: 0.7 },
};

const CIRCLE_STYLES: Record<CircleKind, { stroke: string; width: number; fill: string }> = {
  outer: { stroke: colours.accent, width: 1.2, fill: colours.wash },
  zodiac: { stroke: colours.accent, width: 0.8, fill: '#ffffff' },
  planets: { stroke: colours.accent, width: 0.6, fill: 'none' },
  cusps: { stroke: colours.rule, width: 0.5, fill: 'none' },
  aspects: { stroke: colours.rule, width: 0.6, fill: 'none' },
};

const LABEL_COLOURS = { sign: colours.accent, planet: colours.ink, retrograde: colours.warm, house: colours.muted } as const;

/** The house numbers' figures (Lora): their ink's middle sits about 0.36 em above the baseline. */
const FIGURE_INK_MIDDLE = 0.36;

/**
 * The natal wheel, drawn from its layout (domain/reports' layoutWheel): rings, lines and every
 * label where the layout put it, nothing decided here. The glyphs are SVG text in DejaVu Sans,
 * each centred by its own ink, so they are real, copyable characters.
 */
export const ChartWheel = ({ wheel, size }: { wheel: Wheel; size: number }) => {
  const layout = layoutWheel(wheel, size);
  const { centre } = layout;
  return (
    <View style={{ width: size, height: size, alignSelf: 'center', marginVertical: 4 }}>
      <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        {layout.circles.map((circle) => {
          const style = CIRCLE_STYLES[circle.kind];
          return <Circle key={circle.kind} cx={centre.x} cy={centre.y} r={circle.r} stroke={style.stroke} strokeWidth={style.width} fill={style.fill} />;
        })}
        {layout.lines.map((line) => {
          const style = LINE_STYLES[line.kind];
          const key = `${line.kind}-${line.key}`;
          if (line.points.length === 2) {
            const [a, b] = line.points as [{ x: number; y: number }, { x: number; y: number }];
            return <Line key={key} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={style.stroke} strokeWidth={style.width} />;
          }
          return (
            <Polyline key={key} points={line.points.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ')} stroke={style.stroke} strokeWidth={style.width} fill="none" />
          );
        })}
        {layout.labels.map((label) => {
          const key = `${label.kind}-${label.key}`;
          const fill = LABEL_COLOURS[label.kind];
          if (label.kind === 'house') {
            return (
              <Text key={key} x={label.centre.x} y={label.centre.y + FIGURE_INK_MIDDLE * label.fontSize} textAnchor="middle" fill={fill} style={{ fontFamily: FONT_FAMILY, fontSize: label.fontSize }}>
                {label.text}
              </Text>
            );
          }
          const [inkX, inkY] = GLYPH_INK_CENTRES[label.text] ?? [0.45, 0.36];
          return (
            <Text key={key} x={label.centre.x - inkX * label.fontSize} y={label.centre.y + inkY * label.fontSize} fill={fill} style={{ fontFamily: GLYPH_FAMILY, fontSize: label.fontSize }}>
              {label.text}
            </Text>
          );
        })}
      </Svg>
    </View>
  );
};
