/**
 * The demo's own map (issue 17 item 2): Old Portsmouth's harbour mouth in flat colours, so `/visit`
 * works offline. Shapes are [latitude, longitude] rings, drawn in order (later over earlier), roughly
 * traced: Portsea Island's south-west corner, Gosport across the harbour, the Camber's basin and quays.
 */
export type Ring = ReadonlyArray<readonly [number, number]>;

export interface AreaShape {
  fill: string;
  ring: Ring;
}

export const SEA = '#a9cfe0';

export const DEMO_MAP_SHAPES: readonly AreaShape[] = [
  // Portsea Island (Old Portsmouth, Southsea, Eastney), east of the harbour mouth.
  {
    fill: '#eef0e6',
    ring: [
      [50.7915, -1.1072],
      [50.796, -1.1088],
      [50.801, -1.1105],
      [50.815, -1.098],
      [50.84, -1.09],
      [50.84, -0.98],
      [50.78, -0.98],
      [50.779, -1.03],
      [50.777, -1.088],
      [50.784, -1.098],
      [50.7895, -1.105],
    ],
  },
  // Gosport, west of the harbour mouth.
  {
    fill: '#eef0e6',
    ring: [
      [50.7905, -1.1135],
      [50.787, -1.118],
      [50.78, -1.13],
      [50.77, -1.16],
      [50.77, -1.25],
      [50.84, -1.25],
      [50.84, -1.14],
      [50.81, -1.13],
      [50.796, -1.1185],
      [50.7925, -1.114],
    ],
  },
  // Southsea Common.
  {
    fill: '#cfe3bf',
    ring: [
      [50.7855, -1.0975],
      [50.7868, -1.088],
      [50.7815, -1.082],
      [50.7795, -1.0905],
    ],
  },
  // The Camber's quays and the basin inside them.
  {
    fill: '#c9c3b8',
    ring: [
      [50.7916, -1.1058],
      [50.7938, -1.1058],
      [50.7938, -1.1012],
      [50.7916, -1.1012],
    ],
  },
  {
    fill: SEA,
    ring: [
      [50.7921, -1.1052],
      [50.7933, -1.1052],
      [50.7933, -1.1022],
      [50.7921, -1.1022],
    ],
  },
  // Gunwharf's quay and the Gosport ferry pontoon.
  {
    fill: '#c9c3b8',
    ring: [
      [50.7942, -1.1094],
      [50.7968, -1.1102],
      [50.7968, -1.1078],
      [50.7942, -1.107],
    ],
  },
  {
    fill: '#c9c3b8',
    ring: [
      [50.7952, -1.1195],
      [50.7958, -1.1195],
      [50.7958, -1.1165],
      [50.7952, -1.1165],
    ],
  },
];

/** A few streets, drawn from zoom 14 as lines. */
export const DEMO_MAP_STREETS: readonly Ring[] = [
  // High Street to the Round Tower.
  [
    [50.7895, -1.0985],
    [50.7905, -1.1025],
    [50.7912, -1.1065],
  ],
  // Quay Street along the Camber.
  [
    [50.7912, -1.1062],
    [50.7915, -1.104],
    [50.794, -1.1005],
  ],
  // Broad Street towards Gunwharf.
  [
    [50.794, -1.1005],
    [50.7975, -1.104],
  ],
  // Clarence Esplanade along the front.
  [
    [50.7895, -1.101],
    [50.7845, -1.094],
    [50.7805, -1.086],
  ],
];
