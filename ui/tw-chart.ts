import { css, html, LitElement, PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import * as echarts from 'echarts';

/* The JSON written by io.targetwise.app.console.chart (TrendChart, HeatMapChart). */
type Tone = 'NORMAL' | 'MUTED' | 'TARGET' | 'LIMIT' | 'ABNORMAL' | 'EPISTEMIC' | 'ALEATORIC';
interface Point { x: number; y: number }
interface Series { name: string; kind: 'LINE' | 'POINTS' | 'BARS' | 'SEGMENTS'; tone: Tone; points: Point[] }
interface Band { name: string; tone: Tone; edges: { x: number; lower: number; upper: number }[] }
interface Zone { name: string; axis: 'X' | 'Y'; from: number; to: number; tone: Tone }
interface LimitLine { label: string; axis: 'X' | 'Y'; value: number; tone: Tone; style: 'SOLID' | 'DASHED' }
interface Markers { name: string; tone: Tone; shape: 'CIRCLE' | 'TRIANGLE' | 'DIAMOND'; points: Point[] }
interface Clipped { name: string; x: number; edge: number; value: number; tone: Tone }
interface TrendSpec {
  kind: 'trend'; title: string; legend: boolean; xName: string; xAxis: 'TIME' | 'VALUE'; yName: string; logarithmic: boolean;
  zoomable: boolean; yRange: null | { min: number; max: number };
  series: Series[]; bands: Band[]; zones: Zone[]; limitLines: LimitLine[]; markers: Markers[]; clipped: Clipped[];
}
interface HeatMapSpec {
  kind: 'heatmap';
  grid: null | {
    title: string; xName: string; xs: number[]; yName: string; ys: number[]; valueName: string;
    values: number[][]; lowIsGood: boolean; markers: Point[];
  };
}

const SHAPES = { CIRCLE: 'circle', TRIANGLE: 'triangle', DIAMOND: 'diamond' };

/** Short numbers for axes and tooltips: four significant digits, no exponent for plant-sized values. */
const short = (v: number) => (Math.abs(v) >= 1e5 || (v !== 0 && Math.abs(v) < 1e-3) ? v.toExponential(2) : +v.toPrecision(4)).toString();

/**
 * A name for an HTML context. ECharts draws axis names and labels on the canvas, where markup is only text, but
 * tooltips are HTML: every string a user could have typed (variable names, units) is escaped before it goes into
 * one. ECharts' default tooltips (the trend charts') escape names and values themselves; the title is a Lit text
 * binding, which never reads markup.
 */
const text = (s: string) => echarts.format.encodeHTML(s);

/** Below this height a chart is a tile's sparkline: fewer ticks and smaller names, so its labels do not collide. */
const SMALL = 160;

/** About the width of one character of a 10 px label, to tell whether two labels would overlap. */
const CHAR_PX = 6;

/**
 * A chart drawn by Apache ECharts from a JSON spec. Colours come from the theme's --tw-tone-* properties, so a
 * spec names meanings (target, limit, abnormal) and never colours.
 */
@customElement('tw-chart')
export class TwChart extends LitElement {
  @property({ type: String }) spec = '';

  private chart?: echarts.ECharts;
  private resizeObserver?: ResizeObserver;

  /*
   * The title is HTML above the plot, not canvas text: a long one (a histogram's indices and counts) wraps instead of
   * running off the chart's edge, and the plot takes the height left.
   */
  static styles = css`
    :host { display: flex; flex-direction: column; min-height: 120px; }
    #title { font-size: 13px; line-height: 1.35; color: var(--tw-tone-normal, #607d8b); overflow-wrap: anywhere; }
    #plot { position: relative; flex: 1; min-height: 0; }
  `;

  render() {
    const title = this.titleOf(this.spec);
    return html`<div id="title" ?hidden=${!title}>${title}</div><div id="plot"></div>`;
  }

  private titleOf(json: string): string {
    if (!json) {
      return '';
    }
    const spec = JSON.parse(json) as TrendSpec | HeatMapSpec;
    return (spec.kind === 'heatmap' ? spec.grid?.title : spec.title) ?? '';
  }

  firstUpdated() {
    const plot = this.renderRoot.querySelector('#plot') as HTMLElement;
    this.chart = echarts.init(plot);
    // The plot, not the element: a title that wraps onto another line leaves the plot less height.
    this.resizeObserver = new ResizeObserver(() => this.chart?.resize());
    this.resizeObserver.observe(plot);
    this.draw();
  }

  updated(changed: PropertyValues) {
    if (changed.has('spec')) {
      this.draw();
    }
  }

  disconnectedCallback() {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.chart?.dispose();
    this.chart = undefined;
  }

  private tone(tone: Tone): string {
    return getComputedStyle(this).getPropertyValue(`--tw-tone-${tone.toLowerCase()}`).trim() || '#607d8b';
  }

  private draw() {
    if (!this.chart || !this.spec) {
      return;
    }
    const spec = JSON.parse(this.spec) as TrendSpec | HeatMapSpec;
    const option = spec.kind === 'heatmap' ? this.heatMap(spec) : this.trend(spec);
    this.chart.setOption(option, true);
  }

  private trend(spec: TrendSpec): echarts.EChartsOption {
    const series: any[] = [];
    for (const band of spec.bands) {
      // One polygon along the upper edge and back along the lower one; stacked areas would stack x when both axes
      // are value axes, and break below zero.
      const color = this.tone(band.tone);
      series.push({
        type: 'custom', name: band.name, silent: true, clip: true, z: 1, itemStyle: { color },
        data: band.edges.map(e => [e.x, e.lower, e.upper]), encode: { x: 0, y: [1, 2] }, tooltip: { show: false },
        renderItem: (params: any, api: any) => params.dataIndex !== 0 ? null : {
          type: 'polygon',
          shape: {
            points: [...band.edges.map(e => api.coord([e.x, e.upper])), ...band.edges.map(e => api.coord([e.x, e.lower])).reverse()],
          },
          style: { fill: color, opacity: 0.45 },
        },
      });
    }
    for (const s of spec.series) {
      series.push(this.series(s));
    }
    for (const m of spec.markers) {
      series.push({
        type: 'scatter', name: m.name, symbol: SHAPES[m.shape], symbolSize: 10, z: 5,
        itemStyle: { color: this.tone(m.tone) }, data: m.points.map(p => [p.x, p.y]),
      });
    }
    const time = spec.xAxis === 'TIME';
    const at = (x: number) => (time ? echarts.time.format(x, '{yyyy}-{MM}-{dd} {HH}:{mm}:{ss}', false) : short(x));
    if (spec.clipped.length) {
      // At the edge the value lies beyond, pointing out of the plot; the true value is in the tooltip.
      series.push({
        type: 'scatter', name: 'beyond the axis', symbol: 'triangle', symbolSize: 11, z: 6, clip: false,
        itemStyle: { color: this.tone('NORMAL') },
        data: spec.clipped.map(c => ({
          value: [c.x, c.edge], clipped: c, symbolRotate: c.value > c.edge ? 0 : 180,
          itemStyle: { color: this.tone(c.tone), borderColor: '#fff', borderWidth: 1 },
        })),
        tooltip: {
          formatter: (p: any) => `${text(p.data.clipped.name)}: ${short(p.data.clipped.value)}`
            + ` (${p.data.clipped.value > p.data.clipped.edge ? 'above' : 'below'} the axis)<br>${at(p.data.clipped.x)}`,
        },
      });
    }
    const yLines = spec.limitLines.filter(l => l.axis === 'Y');
    const highest = Math.max(...yLines.filter(l => l.tone !== 'TARGET').map(l => l.value));
    series.push({
      type: 'line', name: '', data: [], silent: true,
      markArea: {
        silent: true,
        // Unlabelled: the lines at its edges (LSL, USL) name it.
        label: { show: false },
        data: spec.zones.map(z => [
          { name: z.name, [z.axis === 'Y' ? 'yAxis' : 'xAxis']: z.from, itemStyle: { color: this.tone(z.tone), opacity: 0.12 } },
          { [z.axis === 'Y' ? 'yAxis' : 'xAxis']: z.to },
        ]),
      },
      markLine: {
        silent: true, symbol: 'none',
        // Target at the start, the upper limit above its line and the others below theirs at the end: never on top
        // of each other however narrow the tolerance.
        data: yLines.map(l => this.line(l, l.tone === 'TARGET' ? 'insideStartTop' : l.value >= highest ? 'insideEndTop' : 'insideEndBottom')),
      },
    });
    // Vertical lines (limits on a value axis, moments such as approvals) are named above the plot, the target along
    // its foot, and on hover; a label that would touch the one before it is left out.
    const xLines = spec.limitLines.filter(l => l.axis === 'X').sort((a, b) => a.value - b.value);
    const xs = [...spec.series.flatMap(s => s.points.map(p => p.x)), ...xLines.map(l => l.value)];
    // The plot is about the element's width less the y axis: near enough to tell labels apart.
    const px = Math.max(100, this.clientWidth - 80) / (Math.max(...xs) - Math.min(...xs) || 1);
    const last = { start: { x: -Infinity, width: 0 }, end: { x: -Infinity, width: 0 } };
    series.push({
      type: 'line', name: '', data: [],
      tooltip: { formatter: (p: any) => (p.name ? text(p.name) + '<br>' + at(p.value) : '') },
      markLine: {
        symbol: 'none',
        data: xLines.map(l => {
          const end = l.tone === 'TARGET' ? 'start' : 'end';
          // Along the line at its foot a label is one character wide; above the plot, as wide as its text.
          const width = end === 'start' ? 2 * CHAR_PX : l.label.length * CHAR_PX;
          const shown = !!l.label && (l.value - last[end].x) * px >= (width + last[end].width) / 2 + CHAR_PX;
          if (shown) {
            last[end] = { x: l.value, width };
          }
          return { ...this.line(l, end === 'start' ? 'insideStartTop' : 'end', shown), name: l.label };
        }),
      },
    });
    // Limits and zones must stay in view even when every reading is far from them; a fixed y range is shown as given.
    const yRefs = [...yLines.map(l => l.value), ...spec.zones.filter(z => z.axis === 'Y').flatMap(z => [z.from, z.to])];
    const xRefs = [...xLines.map(l => l.value), ...spec.zones.filter(z => z.axis === 'X').flatMap(z => [z.from, z.to])];
    const yLow = (e: any) => (spec.yRange ? spec.yRange.min : Math.min(e.min, ...yRefs));
    const yHigh = (e: any) => (spec.yRange ? spec.yRange.max : Math.max(e.max, ...yRefs));
    const yFixed = !!spec.yRange || yRefs.length > 0;
    const legend = [...spec.series.map(s => s.name), ...spec.bands.map(b => b.name), ...spec.markers.map(m => m.name),
      ...(spec.clipped.length ? ['beyond the axis'] : [])];
    const small = this.clientHeight < SMALL;
    const names = { fontSize: small ? 10 : 12, color: this.tone('MUTED') };
    // ECharts types an axis by its literal type; these are chosen at run time.
    const xAxis: any = {
      type: time ? 'time' : 'value', name: spec.xName, nameLocation: 'middle', nameGap: small ? 18 : 24, nameTextStyle: names,
      scale: true, splitLine: { show: false }, splitNumber: small ? 3 : undefined,
      min: xRefs.length ? (e: any) => Math.min(e.min, ...xRefs) : undefined,
      max: xRefs.length ? (e: any) => Math.max(e.max, ...xRefs) : undefined,
      // Bounds stretched to a limit, and a time axis's first and last moments, are not round: their labels would
      // crowd the round ones.
      axisLabel: { hideOverlap: true, fontSize: small ? 9 : 12, showMinLabel: !time && !xRefs.length, showMaxLabel: !time && !xRefs.length,
        ...(time ? {} : { formatter: short }) },
    };
    const yAxis: any = {
      type: spec.logarithmic ? 'log' : 'value', name: spec.yName, nameTextStyle: { ...names, align: 'left' },
      scale: true, splitLine: { lineStyle: { color: '#e0e4e7' } }, splitNumber: small ? 2 : undefined,
      min: yFixed ? (e: any) => pad(yLow(e), yHigh(e), -1) : undefined,
      max: yFixed ? (e: any) => pad(yLow(e), yHigh(e), 1) : undefined,
      axisLabel: { formatter: short, hideOverlap: true, fontSize: small ? 9 : 12, showMinLabel: !yFixed, showMaxLabel: !yFixed },
    };
    const zoom = spec.zoomable && time;
    return {
      animation: false,
      // One row, paged where it is longer: a second row would run into the plot.
      legend: { show: spec.legend, type: 'scroll', data: [...new Set(legend)], right: 0, top: 0, textStyle: { fontSize: 11 }, itemWidth: 14, itemHeight: 8 },
      // containLabel leaves the x axis's name out: room for it below, and for the zoom slider under that.
      // Below the legend, the y axis's name; right, half a label above the plot's last vertical line.
      grid: { left: 8, right: xLines.some(l => l.label && l.tone !== 'TARGET') ? 40 : 24, top: spec.legend ? 46 : small ? 24 : 28, bottom: (zoom ? 24 : 0) + (small ? 18 : 24), containLabel: true },
      tooltip: { trigger: 'item', valueFormatter: (v: any) => (typeof v === 'number' ? short(v) : v) },
      // Zooming the time axis only: the y range stays put, so the limits stay in view.
      dataZoom: zoom ? [{ type: 'inside', xAxisIndex: 0, filterMode: 'none' },
        { type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 16, bottom: 4, labelFormatter: '' }] : [],
      xAxis,
      yAxis,
      series,
    };
  }

  /** A limit line with its label at the position given. */
  private line(l: LimitLine, position: string, labelled = true): any {
    return {
      [l.axis === 'Y' ? 'yAxis' : 'xAxis']: l.value,
      lineStyle: { color: this.tone(l.tone), type: l.style === 'DASHED' ? 'dashed' : 'solid', width: 1.2 },
      label: { show: labelled, formatter: l.label, position, color: this.tone(l.tone), fontSize: 10 },
    };
  }

  private series(s: Series): any {
    const color = this.tone(s.tone);
    const data = s.points.map(p => [p.x, p.y]);
    switch (s.kind) {
      case 'POINTS':
        return { type: 'scatter', name: s.name, symbolSize: 6, itemStyle: { color }, data };
      case 'BARS':
        return { type: 'bar', name: s.name, itemStyle: { color }, barWidth: '92%', data };
      case 'SEGMENTS': {
        const gapped: any[] = [];
        for (let i = 0; i + 1 < data.length; i += 2) {
          gapped.push(data[i], data[i + 1], [data[i + 1][0], '-']);
        }
        return { type: 'line', name: s.name, symbol: 'none', connectNulls: false, lineStyle: { color, width: 2 }, itemStyle: { color }, data: gapped };
      }
      default:
        return { type: 'line', name: s.name, symbol: 'none', lineStyle: { color, width: 1.5 }, itemStyle: { color }, data };
    }
  }

  private heatMap(spec: HeatMapSpec): echarts.EChartsOption {
    const g = spec.grid;
    if (!g) {
      return {};
    }
    const data: [number, number, number][] = [];
    g.values.forEach((row, i) => row.forEach((v, j) => data.push([i, j, v])));
    const values = data.map(d => d[2]);
    const light = '#f5f7f8';
    const dark = this.tone('NORMAL');
    const index = (axis: number[], v: number) => axis.reduce((best, a, i) => (Math.abs(a - v) < Math.abs(axis[best] - v) ? i : best), 0);
    return {
      animation: false,
      grid: { left: 8, right: 110, top: 28, bottom: 24, containLabel: true },
      tooltip: {
        formatter: (p: any) => `${text(g.xName)} ${short(g.xs[p.value[0]])}<br>${text(g.yName)} ${short(g.ys[p.value[1]])}<br>`
          + `${text(g.valueName)} ${short(p.value[2])}`,
      },
      xAxis: { type: 'category', name: g.xName, nameLocation: 'middle', nameGap: 24, data: g.xs.map(short), axisLabel: { hideOverlap: true } },
      yAxis: { type: 'category', name: g.yName, nameTextStyle: { align: 'left' }, data: g.ys.map(short), axisLabel: { hideOverlap: true } },
      visualMap: {
        seriesIndex: 0, // the heat map only; the marker keeps its own colour
        min: Math.min(...values), max: Math.max(...values), calculable: true, orient: 'vertical', right: 0, top: 'middle',
        itemHeight: 200, text: ['high', 'low'], formatter: (v: any) => short(v),
        inRange: { color: g.lowIsGood ? [light, dark] : [dark, light] },
      },
      series: [
        { type: 'heatmap', name: g.valueName, data },
        {
          type: 'scatter', name: 'current best', symbol: 'diamond', symbolSize: 12, z: 5,
          itemStyle: { color: this.tone('TARGET'), borderColor: '#fff', borderWidth: 1 },
          data: g.markers.map(p => [index(g.xs, p.x), index(g.ys, p.y)]),
        },
      ],
    };
  }
}

/** Five percent of the span beyond the extreme, so a limit line is not drawn on the frame. */
function pad(min: number, max: number, side: -1 | 1): number {
  const span = max - min || Math.abs(max) || 1;
  return side < 0 ? min - 0.05 * span : max + 0.05 * span;
}
