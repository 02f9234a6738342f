import { css, html, LitElement, PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import * as echarts from 'echarts';

/* The JSON written by io.targetwise.console.chart (TrendChart, HeatMapChart). */
type Tone = 'NORMAL' | 'MUTED' | 'TARGET' | 'LIMIT' | 'ABNORMAL' | 'EPISTEMIC' | 'ALEATORIC';
interface Point { x: number; y: number }
interface Series { name: string; kind: 'LINE' | 'POINTS' | 'BARS' | 'SEGMENTS'; tone: Tone; points: Point[] }
interface Band { name: string; tone: Tone; edges: { x: number; lower: number; upper: number }[] }
interface Zone { name: string; axis: 'X' | 'Y'; from: number; to: number; tone: Tone }
interface LimitLine { label: string; axis: 'X' | 'Y'; value: number; tone: Tone; style: 'SOLID' | 'DASHED' }
interface Markers { name: string; tone: Tone; shape: 'CIRCLE' | 'TRIANGLE' | 'DIAMOND'; points: Point[] }
interface TrendSpec {
  kind: 'trend'; title: string; legend: boolean; xName: string; xAxis: 'TIME' | 'VALUE'; yName: string; logarithmic: boolean;
  series: Series[]; bands: Band[]; zones: Zone[]; limitLines: LimitLine[]; markers: Markers[];
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
 * A name for an HTML context. ECharts draws titles, axis names and labels on the canvas, where markup is only text,
 * but tooltips are HTML: every string a user could have typed (variable names, units) is escaped before it goes
 * into one. ECharts' default tooltips (the trend charts') escape names and values themselves.
 */
const text = (s: string) => echarts.format.encodeHTML(s);

/**
 * A chart drawn by Apache ECharts from a JSON spec. Colours come from the theme's --tw-tone-* properties, so a
 * spec names meanings (target, limit, abnormal) and never colours.
 */
@customElement('tw-chart')
export class TwChart extends LitElement {
  @property({ type: String }) spec = '';

  private chart?: echarts.ECharts;
  private resizeObserver?: ResizeObserver;

  static styles = css`
    :host { display: block; position: relative; min-height: 120px; }
    #plot { position: absolute; inset: 0; }
  `;

  render() {
    return html`<div id="plot"></div>`;
  }

  firstUpdated() {
    this.chart = echarts.init(this.renderRoot.querySelector('#plot') as HTMLElement);
    this.resizeObserver = new ResizeObserver(() => this.chart?.resize());
    this.resizeObserver.observe(this);
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
    series.push({
      type: 'line', name: '', data: [], silent: true,
      markArea: {
        silent: true,
        data: spec.zones.map(z => [
          { name: z.name, [z.axis === 'Y' ? 'yAxis' : 'xAxis']: z.from, itemStyle: { color: this.tone(z.tone), opacity: 0.12 } },
          { [z.axis === 'Y' ? 'yAxis' : 'xAxis']: z.to },
        ]),
        label: { position: 'insideTopLeft', color: this.tone('MUTED'), fontSize: 10 },
      },
      markLine: {
        silent: true, symbol: 'none',
        data: spec.limitLines.map(l => ({
          [l.axis === 'Y' ? 'yAxis' : 'xAxis']: l.value,
          lineStyle: { color: this.tone(l.tone), type: l.style === 'DASHED' ? 'dashed' : 'solid', width: 1.2 },
          label: { formatter: l.label, position: l.axis === 'Y' ? 'insideEndTop' : 'insideEndBottom', color: this.tone(l.tone), fontSize: 10 },
        })),
      },
    });
    // Limits and zones must stay in view even when every reading is far from them.
    const yRefs = [...spec.limitLines.filter(l => l.axis === 'Y').map(l => l.value),
      ...spec.zones.filter(z => z.axis === 'Y').flatMap(z => [z.from, z.to])];
    const xRefs = [...spec.limitLines.filter(l => l.axis === 'X').map(l => l.value),
      ...spec.zones.filter(z => z.axis === 'X').flatMap(z => [z.from, z.to])];
    const legend = [...spec.series.map(s => s.name), ...spec.bands.map(b => b.name), ...spec.markers.map(m => m.name)];
    // ECharts types an axis by its literal type; these are chosen at run time.
    const xAxis: any = {
      type: spec.xAxis === 'TIME' ? 'time' : 'value', name: spec.xName, nameLocation: 'middle', nameGap: 24,
      scale: true, splitLine: { show: false },
      min: xRefs.length ? (e: any) => Math.min(e.min, ...xRefs) : undefined,
      max: xRefs.length ? (e: any) => Math.max(e.max, ...xRefs) : undefined,
      axisLabel: spec.xAxis === 'TIME' ? {} : { formatter: short },
    };
    const yAxis: any = {
      type: spec.logarithmic ? 'log' : 'value', name: spec.yName, nameTextStyle: { align: 'left' }, scale: true, splitLine: { lineStyle: { color: '#e0e4e7' } },
      min: yRefs.length ? (e: any) => pad(Math.min(e.min, ...yRefs), Math.max(e.max, ...yRefs), -1) : undefined,
      max: yRefs.length ? (e: any) => pad(Math.min(e.min, ...yRefs), Math.max(e.max, ...yRefs), 1) : undefined,
      axisLabel: { formatter: short },
    };
    return {
      animation: false,
      title: { text: spec.title, left: 0, textStyle: { fontSize: 13, fontWeight: 'normal', color: this.tone('NORMAL') } },
      legend: { show: spec.legend, data: [...new Set(legend)], right: 0, top: 18, textStyle: { fontSize: 11 }, itemWidth: 14, itemHeight: 8 },
      grid: { left: 8, right: 24, top: spec.legend ? 56 : spec.title ? 36 : 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'item', valueFormatter: (v: any) => (typeof v === 'number' ? short(v) : v) },
      xAxis,
      yAxis,
      series,
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
      return { title: { text: '' } };
    }
    const data: [number, number, number][] = [];
    g.values.forEach((row, i) => row.forEach((v, j) => data.push([i, j, v])));
    const values = data.map(d => d[2]);
    const light = '#f5f7f8';
    const dark = this.tone('NORMAL');
    const index = (axis: number[], v: number) => axis.reduce((best, a, i) => (Math.abs(a - v) < Math.abs(axis[best] - v) ? i : best), 0);
    return {
      animation: false,
      title: { text: g.title, left: 0, textStyle: { fontSize: 13, fontWeight: 'normal', color: dark } },
      grid: { left: 8, right: 110, top: 40, bottom: 8, containLabel: true },
      tooltip: {
        formatter: (p: any) => `${text(g.xName)} ${short(g.xs[p.value[0]])}<br>${text(g.yName)} ${short(g.ys[p.value[1]])}<br>`
          + `${text(g.valueName)} ${short(p.value[2])}`,
      },
      xAxis: { type: 'category', name: g.xName, nameLocation: 'middle', nameGap: 24, data: g.xs.map(short) },
      yAxis: { type: 'category', name: g.yName, data: g.ys.map(short) },
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
