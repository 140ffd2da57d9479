import { Circle, Document, G, Link, Page, Path, Rect, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { WHEEL_SIZE, type Block, type CalendarMonth, type ReportDocument } from '../../domain/reports';
import { ChartWheel } from './chart-wheel';
import { registerFonts } from './fonts';
import { MoonDisc, litPath } from './moon-disc';
import { CONTENT_WIDTH, PAGE_SIZE, colours, styles } from './theme';

/** Where each section starts, by id, as the rendered PDF numbers its pages. */
type StartPages = ReadonlyMap<string, number>;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const CELL_HEIGHT = 60;
const DISC = 26;

/**
 * One month as a single SVG grid (cells and lit discs) with the day numbers laid over it:
 * far fewer layout nodes than a view per day, which keeps the twelve pages quick to draw.
 */
const Month = ({ month }: { month: CalendarMonth }) => {
  const cell = CONTENT_WIDTH / 7;
  const rows = Math.ceil((month.firstWeekday + month.days.length) / 7);
  const height = rows * CELL_HEIGHT;
  const placed = month.days.map((day, i) => {
    const slot = month.firstWeekday + i;
    return { day, x: (slot % 7) * cell, y: Math.floor(slot / 7) * CELL_HEIGHT };
  });
  return (
    <View>
      <Text style={{ fontSize: 17, fontWeight: 600, marginBottom: 6 }}>{month.title}</Text>
      <View style={{ flexDirection: 'row' }}>
        {WEEKDAYS.map((d) => (
          <Text key={d} style={{ width: cell, textAlign: 'center', fontSize: 8.5, color: colours.muted }}>
            {d}
          </Text>
        ))}
      </View>
      <View style={{ width: CONTENT_WIDTH, height }}>
        <Svg width={CONTENT_WIDTH} height={height} viewBox={`0 0 ${CONTENT_WIDTH} ${height}`}>
          {placed.map(({ day, x, y }) => (
            <Rect key={`c${day.day}`} x={x} y={y} width={cell} height={CELL_HEIGHT} fill={day.lunation ? colours.wash : '#ffffff'} stroke={colours.rule} strokeWidth={0.4} />
          ))}
          {placed.map(({ day, x, y }) => {
            const cx = x + cell / 2;
            const cy = y + CELL_HEIGHT / 2 + 3;
            const r = DISC / 2;
            return (
              <G key={`d${day.day}`}>
                <Circle cx={cx} cy={cy} r={r} fill={colours.moonDark} />
                {day.illumination > 0.005 ? <Path d={litPath(cx, cy, r, day.illumination, day.waxing)} fill={colours.moonLit} /> : null}
              </G>
            );
          })}
        </Svg>
        {placed.map(({ day, x, y }) => (
          <Text key={`n${day.day}`} style={{ position: 'absolute', left: x + 3, top: y + 1, fontSize: 9, lineHeight: 1.2 }}>
            {day.day}
          </Text>
        ))}
        {placed
          .filter(({ day }) => day.lunation)
          .map(({ day, x, y }) => (
            <Text key={`l${day.day}`} style={{ position: 'absolute', left: x, top: y + CELL_HEIGHT - 10, width: cell, textAlign: 'center', fontSize: 6.5, color: colours.accent }}>
              {day.lunation === 'new' ? 'New moon' : 'Full moon'}
            </Text>
          ))}
      </View>
      <Text style={{ ...styles.note, marginTop: 8 }}>Each disc shows the Moon at local noon, lit as it really was. Shaded days hold a new or full moon.</Text>
    </View>
  );
};

/** A web address in running text, without the sentence's closing punctuation. */
const WEB_ADDRESS = /(https?:\/\/\S*[^\s.,;:!?’”)])/;

/** Running text with each web address in it drawn as a link a reader can follow from the PDF. */
const withLinks = (text: string) =>
  text.split(WEB_ADDRESS).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} src={part} style={styles.link}>
        {part}
      </Link>
    ) : (
      part
    ),
  );

const BlockView = ({ block, starts }: { block: Block; starts: StartPages }) => {
  switch (block.kind) {
    case 'heading':
      return <Text style={styles.heading}>{block.text}</Text>;
    case 'paragraph':
      return <Text style={styles[block.tone === 'body' ? 'paragraph' : block.tone]}>{withLinks(block.text)}</Text>;
    case 'facts':
      return (
        <View style={styles.facts}>
          {block.rows.map((row) => (
            <View key={row.label} style={styles.factsRow} wrap={false}>
              <Text style={styles.factsLabel}>{row.label}</Text>
              <Text style={styles.factsValue}>{row.value}</Text>
            </View>
          ))}
        </View>
      );
    case 'table': {
      const width = `${100 / block.columns.length}%`;
      const first = block.columns.length === 2 ? '40%' : width;
      const rest = block.columns.length === 2 ? '60%' : width;
      return (
        <View style={styles.table}>
          <View style={styles.tableHead}>
            {block.columns.map((column, i) => (
              <Text key={column} style={{ ...styles.tableHeadCell, width: i === 0 ? first : rest }}>
                {column}
              </Text>
            ))}
          </View>
          {block.rows.map((row, r) => (
            <View key={r} style={styles.tableRow} wrap={false}>
              {row.map((value, i) => (
                <Text key={i} style={{ ...styles.tableCell, width: i === 0 ? first : rest }}>
                  {value}
                </Text>
              ))}
            </View>
          ))}
        </View>
      );
    }
    case 'entry':
      return (
        <View style={styles.entry}>
          <Text style={styles.entryTitle}>{block.title}</Text>
          {block.meta ? <Text style={styles.entryMeta}>{block.meta}</Text> : null}
          <Text>{block.text}</Text>
        </View>
      );
    case 'callout':
      return (
        <View style={styles.callout} wrap={false}>
          <Text style={styles.calloutLabel}>{block.label}</Text>
          <Text>{block.text}</Text>
        </View>
      );
    case 'ruled':
      return (
        <View style={styles.ruled} wrap={false}>
          {block.prompt ? <Text style={styles.prompt}>{block.prompt}</Text> : null}
          {Array.from({ length: block.lines }, (_, i) => (
            <View key={i} style={styles.ruledLine} />
          ))}
        </View>
      );
    case 'month':
      return <Month month={block.month} />;
    case 'wheel':
      return <ChartWheel wheel={block.wheel} size={WHEEL_SIZE} />;
    case 'contents':
      return (
        <View style={{ marginTop: 6 }}>
          {block.entries.map((entry) => (
            <View key={entry.sectionId} style={{ flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: colours.rule, paddingVertical: 6 }}>
              <Text style={{ fontSize: 12.5 }}>{entry.title}</Text>
              <Text style={{ fontSize: 12.5, color: colours.accent }}>{starts.get(entry.sectionId) ?? entry.page}</Text>
            </View>
          ))}
        </View>
      );
    case 'cover':
      return null;
  }
};

const Cover = ({ block, bookmark }: { block: Extract<Block, { kind: 'cover' }>; bookmark: string }) => (
  <Page size={PAGE_SIZE} bookmark={{ title: bookmark, fit: true }} style={{ ...styles.page, backgroundColor: colours.night, color: '#f4f1ff', justifyContent: 'center', paddingBottom: 38 }}>
    <View style={{ alignItems: 'center' }}>
      <MoonDisc size={110} illumination={block.moon.illumination} waxing={block.moon.waxing} />
      <Text style={{ fontSize: 10, fontStyle: 'italic', marginTop: 10, color: '#d9d3f2' }}>{block.moon.phaseLine}</Text>
      <Text style={{ fontSize: 11, letterSpacing: 3, textTransform: 'uppercase', marginTop: 22, color: colours.moonLit }}>Moonwise</Text>
      <Text style={{ fontSize: 27, fontWeight: 700, marginTop: 10, textAlign: 'center', lineHeight: 1.2 }}>{block.title}</Text>
      <Text style={{ fontSize: 13, fontStyle: 'italic', marginTop: 10, textAlign: 'center', color: '#d9d3f2' }}>{block.subtitle}</Text>
      <Text style={{ fontSize: 24, fontWeight: 600, marginTop: 44, color: colours.moonLit, textAlign: 'center' }}>{block.name}</Text>
      <Text style={{ fontSize: 10.5, marginTop: 10, textAlign: 'center', color: '#d9d3f2' }}>{block.birthLine}</Text>
      <Text style={{ fontSize: 9.5, marginTop: 40, textAlign: 'center', color: '#a9a2cc' }}>{block.preparedLine}</Text>
    </View>
  </Page>
);

/** Records the page a section starts on, read from the layout as it is drawn. */
const StartMarker = ({ id, seen }: { id: string; seen: Map<string, number> }) => (
  <Text
    style={{ fontSize: 1, color: '#ffffff', height: 1 }}
    render={({ pageNumber }) => {
      if (!seen.has(id)) seen.set(id, pageNumber);
      return ' ';
    }}
  />
);

const KEYWORDS = {
  lunar: 'Moon, lunar cycle, new moon, full moon, eclipses, lunar return, natal chart, astrology',
  astrology: 'astrology, natal chart, birth chart, planets, signs, houses, aspects, transits',
} as const;

/**
 * The document's metadata (title, author, subject, keywords, language: pdfinfo shows them, the
 * catalogue holds /Lang en-GB), its outline opened beside the pages, one bookmark per section
 * on the page the section starts, and a page number on every page but the cover.
 */
const ReportPdf = ({ doc, starts, seen }: { doc: ReportDocument; starts: StartPages; seen: Map<string, number> }) => (
  <Document
    title={`${doc.title} for ${doc.name}`}
    author="Moonwise"
    subject={doc.subtitle}
    keywords={KEYWORDS[doc.type]}
    creator="Moonwise"
    producer="Moonwise"
    language="en-GB"
    pageMode="useOutlines"
  >
    {doc.sections.flatMap((section) =>
      section.pages.map((page, p) => {
        const bookmark = p === 0 ? { title: section.heading ?? doc.title, fit: true } : undefined;
        const cover = page.blocks.find((b): b is Extract<Block, { kind: 'cover' }> => b.kind === 'cover');
        if (cover) return <Cover key={`${section.id}-${p}`} block={cover} bookmark={section.heading ?? doc.title} />;
        return (
          <Page key={`${section.id}-${p}`} size={PAGE_SIZE} style={styles.page} {...(bookmark ? { bookmark } : {})}>
            {p === 0 ? <StartMarker id={section.id} seen={seen} /> : null}
            {p === 0 && section.heading ? <Text style={styles.sectionHeading}>{section.heading}</Text> : null}
            {page.blocks.map((block, b) => (
              <BlockView key={b} block={block} starts={starts} />
            ))}
            <View style={styles.footer} fixed>
              <Text>
                {doc.title} · {doc.name}
              </Text>
              <Text render={({ pageNumber }) => String(pageNumber)} />
            </View>
          </Page>
        );
      }),
    )}
  </Document>
);

/** Pages in a PDF file: its page objects (react-pdf writes no object streams). */
export const countPdfPages = (bytes: Uint8Array): number => (Buffer.from(bytes).toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

const draw = async (doc: ReportDocument, starts: StartPages) => {
  const seen = new Map<string, number>();
  const bytes = new Uint8Array(await renderToBuffer(<ReportPdf doc={doc} starts={starts} seen={seen} />));
  return { bytes, pages: countPdfPages(bytes), seen };
};

/**
 * The finished report document (domain/reports' prepareReport) as a PDF: drawing only, every
 * word and date is the document's. The contents' page numbers come from the document model,
 * which puts each model page on one PDF page; if a page ever overflowed, the first drawing's
 * measured section starts are used for a second drawing, so the contents stay true.
 */
export const renderReportPdf = async (doc: ReportDocument): Promise<{ bytes: Uint8Array; pages: number }> => {
  registerFonts();
  const first = await draw(doc, new Map());
  const modelStarts = new Map(doc.sections.map((s, i) => [s.id, 1 + doc.sections.slice(0, i).reduce((sum, x) => sum + x.pages.length, 0)]));
  const agrees = [...first.seen].every(([id, page]) => modelStarts.get(id) === page);
  if (agrees) return { bytes: first.bytes, pages: first.pages };
  const second = await draw(doc, first.seen);
  return { bytes: second.bytes, pages: second.pages };
};
