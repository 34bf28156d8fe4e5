// The towns the SANDBOX Collect+ network covers (providers/collection-points/sandbox-collection-points.ts):
// every seeded UK store town (data/seed/stores/uk-stores.ts; London by the four areas its stores stand in) and
// 40 more towns of mainland Great Britain. Coordinates are the real town centres; districts are the real
// postcode districts of the area the points stand in. None is in the Highlands and Islands (restricted
// postcodes). Belfast is left out: the real Collect+ network serves Great Britain only.

export interface SandboxTown {
  /** Part of each point's id, so ids stay the same when towns are added. */
  slug: string;
  /** The postal town written on the point's address. */
  townCity: string;
  latitude: number;
  longitude: number;
  /** Postcode districts (outward codes) of the area. */
  districts: readonly string[];
  /** The area's own street names; towns without any take the common British ones. */
  streets?: readonly string[];
  /** For a town on the coast or an estuary: the compass bearings (degrees, clockwise from north) that are land. */
  landward?: readonly [from: number, to: number];
}

type Row = [slug: string, townCity: string, latitude: number, longitude: number, districts: string];

const STORE_TOWNS: Row[] = [
  ["bath", "Bath", 51.3811, -2.359, "BA1 BA2"],
  ["bristol", "Bristol", 51.4584, -2.5848, "BS1 BS2 BS3 BS5 BS6 BS7 BS8"],
  ["cheltenham", "Cheltenham", 51.8994, -2.0783, "GL50 GL51 GL52 GL53"],
  ["oxford", "Oxford", 51.752, -1.2577, "OX1 OX2 OX3 OX4"],
  ["cambridge", "Cambridge", 52.2056, 0.1191, "CB1 CB2 CB3 CB4 CB5"],
  ["harrogate", "Harrogate", 53.9921, -1.5418, "HG1 HG2 HG3"],
  ["york", "York", 53.9612, -1.0831, "YO1 YO10 YO23 YO24 YO30 YO31"],
  ["windsor", "Windsor", 51.4817, -0.6117, "SL4"],
  ["winchester", "Winchester", 51.0623, -1.314, "SO22 SO23"],
  ["wilmslow", "Wilmslow", 53.3267, -2.2305, "SK9"],
  ["truro", "Truro", 50.2632, -5.051, "TR1"],
  ["stratford", "Stratford-upon-Avon", 52.1942, -1.7073, "CV37"],
  ["st-albans", "St Albans", 51.7528, -0.3413, "AL1 AL3 AL4"],
  ["solihull", "Solihull", 52.413, -1.778, "B90 B91 B92"],
  ["sheffield", "Sheffield", 53.3817, -1.4693, "S1 S2 S7 S10 S11"],
  ["sevenoaks", "Sevenoaks", 51.2724, 0.1909, "TN13 TN14 TN15"],
  ["salisbury", "Salisbury", 51.0688, -1.7945, "SP1 SP2"],
  ["tunbridge-wells", "Tunbridge Wells", 51.1324, 0.2637, "TN1 TN2 TN4"],
  ["richmond", "Richmond", 51.4604, -0.3047, "TW9 TW10"],
  ["reading", "Reading", 51.4536, -0.9698, "RG1 RG2 RG4 RG30"],
  ["nottingham", "Nottingham", 52.9522, -1.1462, "NG1 NG2 NG3 NG5 NG7"],
  ["norwich", "Norwich", 52.6291, 1.2955, "NR1 NR2 NR3 NR4"],
  ["newcastle", "Newcastle upon Tyne", 54.9727, -1.6118, "NE1 NE2 NE4 NE6"],
  ["milton-keynes", "Milton Keynes", 52.043, -0.756, "MK6 MK9 MK10 MK14"],
  ["marlow", "Marlow", 51.571, -0.776, "SL7"],
  ["manchester", "Manchester", 53.4812, -2.2445, "M1 M2 M4 M13 M15"],
  ["lymington", "Lymington", 50.7585, -1.543, "SO41"],
  ["london-marylebone", "London", 51.52, -0.1515, "W1U W1G W1H NW1"],
  ["london-shepherds-bush", "London", 51.5072, -0.2214, "W12 W6 W14"],
  ["london-chelsea", "London", 51.487, -0.17, "SW3 SW10 SW1X"],
  ["london-hampstead", "London", 51.556, -0.1778, "NW3 NW5 NW6"],
  ["liverpool", "Liverpool", 53.4039, -2.9866, "L1 L2 L3 L7 L8"],
  ["lincoln", "Lincoln", 53.2307, -0.5406, "LN1 LN2 LN5 LN6"],
  ["leeds", "Leeds", 53.7977, -1.5408, "LS1 LS2 LS6 LS7 LS11"],
  ["leamington", "Leamington Spa", 52.2893, -1.5358, "CV31 CV32"],
  ["kingston", "Kingston upon Thames", 51.4112, -0.305, "KT1 KT2"],
  ["ipswich", "Ipswich", 52.0577, 1.154, "IP1 IP3 IP4"],
  ["henley", "Henley-on-Thames", 51.5378, -0.9025, "RG9"],
  ["guildford", "Guildford", 51.2362, -0.5704, "GU1 GU2"],
  ["greenhithe", "Greenhithe", 51.439, 0.2712, "DA9 DA1 DA2"],
  ["glasgow", "Glasgow", 55.862, -4.254, "G1 G2 G3 G4 G12 G41"],
  ["farnham", "Farnham", 51.2153, -0.7993, "GU9 GU10"],
  ["exeter", "Exeter", 50.7243, -3.53, "EX1 EX2 EX4"],
  ["esher", "Esher", 51.3698, -0.365, "KT10"],
  ["edinburgh", "Edinburgh", 55.9537, -3.1985, "EH1 EH2 EH3 EH6 EH7 EH9"],
  ["durham", "Durham", 54.7758, -1.5752, "DH1"],
  ["dorking", "Dorking", 51.2326, -0.3329, "RH4 RH5"],
  ["chester", "Chester", 53.1906, -2.8897, "CH1 CH2 CH3 CH4"],
  ["cardiff", "Cardiff", 51.4784, -3.1765, "CF10 CF11 CF14 CF24"],
  ["canterbury", "Canterbury", 51.2797, 1.079, "CT1 CT2"],
  ["bury-st-edmunds", "Bury St Edmunds", 52.2463, 0.7112, "IP32 IP33"],
  ["brighton", "Brighton", 50.8221, -0.1424, "BN1 BN2"],
  ["birmingham", "Birmingham", 52.4778, -1.8989, "B1 B2 B4 B5 B12 B15"],
  ["beaconsfield", "Beaconsfield", 51.6086, -0.642, "HP9"],
  ["aberdeen", "Aberdeen", 57.1433, -2.0966, "AB10 AB11 AB24 AB25"],
];

const OTHER_TOWNS: Row[] = [
  ["swindon", "Swindon", 51.558, -1.7812, "SN1 SN2 SN3 SN5"],
  ["gloucester", "Gloucester", 51.8657, -2.2431, "GL1 GL2 GL4"],
  ["worcester", "Worcester", 52.1894, -2.22, "WR1 WR2 WR3 WR5"],
  ["hereford", "Hereford", 52.0568, -2.7148, "HR1 HR2 HR4"],
  ["shrewsbury", "Shrewsbury", 52.7101, -2.7521, "SY1 SY2 SY3"],
  ["stoke", "Stoke-on-Trent", 53.0042, -2.1854, "ST1 ST4 ST6"],
  ["derby", "Derby", 52.9228, -1.4766, "DE1 DE22 DE23 DE24"],
  ["leicester", "Leicester", 52.6386, -1.1317, "LE1 LE2 LE3 LE4 LE5"],
  ["northampton", "Northampton", 52.25, -0.8833, "NN1 NN2 NN3 NN5"],
  ["coventry", "Coventry", 52.4066, -1.5122, "CV1 CV2 CV3 CV5 CV6"],
  ["peterborough", "Peterborough", 52.5736, -0.2478, "PE1 PE2 PE3 PE4"],
  ["colchester", "Colchester", 51.8892, 0.9042, "CO1 CO2 CO3 CO4"],
  ["chelmsford", "Chelmsford", 51.7358, 0.4696, "CM1 CM2"],
  ["southampton", "Southampton", 50.904, -1.4043, "SO14 SO15 SO16 SO17"],
  ["portsmouth", "Portsmouth", 50.799, -1.0913, "PO1 PO2 PO4 PO5"],
  ["bournemouth", "Bournemouth", 50.7205, -1.8795, "BH1 BH7 BH8 BH9"],
  ["plymouth", "Plymouth", 50.3715, -4.1431, "PL1 PL2 PL3 PL4"],
  ["taunton", "Taunton", 51.0149, -3.1029, "TA1 TA2"],
  ["yeovil", "Yeovil", 50.9416, -2.6321, "BA20 BA21"],
  ["frome", "Frome", 51.2283, -2.3221, "BA11"],
  ["wells", "Wells", 51.2079, -2.649, "BA5"],
  ["chippenham", "Chippenham", 51.46, -2.1247, "SN14 SN15"],
  ["newport", "Newport", 51.5877, -2.9984, "NP19 NP20"],
  ["swansea", "Swansea", 51.6208, -3.9432, "SA1 SA2"],
  ["preston", "Preston", 53.7628, -2.7045, "PR1 PR2"],
  ["lancaster", "Lancaster", 54.0465, -2.7999, "LA1"],
  ["kendal", "Kendal", 54.3268, -2.7476, "LA9"],
  ["carlisle", "Carlisle", 54.8951, -2.9382, "CA1 CA2 CA3"],
  ["dundee", "Dundee", 56.4691, -2.9749, "DD1 DD2 DD3 DD4"],
  ["stirling", "Stirling", 56.119, -3.9368, "FK7 FK8 FK9"],
  ["perth", "Perth", 56.3952, -3.4314, "PH1 PH2"],
  ["sunderland", "Sunderland", 54.9047, -1.3822, "SR1 SR2 SR4"],
  ["middlesbrough", "Middlesbrough", 54.5762, -1.2348, "TS1 TS4 TS5"],
  ["luton", "Luton", 51.8797, -0.4175, "LU1 LU2 LU3"],
  ["bedford", "Bedford", 52.1346, -0.4663, "MK40 MK41 MK42"],
  ["maidstone", "Maidstone", 51.2667, 0.5167, "ME14 ME15 ME16"],
  ["hastings", "Hastings", 50.8552, 0.5729, "TN34 TN35"],
  ["wolverhampton", "Wolverhampton", 52.5855, -2.123, "WV1 WV2 WV3 WV6"],
  ["bradford", "Bradford", 53.7939, -1.7521, "BD1 BD3 BD7 BD8"],
  ["stockport", "Stockport", 53.4098, -2.1576, "SK1 SK2 SK3 SK4"],
];

/** Bath's own streets: the town a journey searches, so its points read as real places. */
const BATH_STREETS = [
  "Moorland Road",
  "Wellsway",
  "London Road",
  "Lower Bristol Road",
  "Newbridge Road",
  "Widcombe Parade",
  "Chelsea Road",
  "Larkhall Square",
  "Bloomfield Road",
  "High Street, Weston",
  "Walcot Street",
  "Southgate Street",
  "Entry Hill",
  "Brougham Hayes",
];

// Towns within three miles of the sea or a wide estuary keep their points on the land side of the centre.
const LANDWARD: Record<string, readonly [number, number]> = {
  brighton: [-80, 80],
  hastings: [-80, 80],
  bournemouth: [-80, 80],
  plymouth: [-80, 80],
  portsmouth: [-45, 60],
  southampton: [-80, 80],
  lymington: [-100, 30],
  cardiff: [-90, 90],
  swansea: [-100, 40],
  dundee: [-80, 80],
  edinburgh: [90, 270],
  aberdeen: [185, 355],
  sunderland: [190, 350],
  liverpool: [10, 170],
  greenhithe: [100, 260],
  middlesbrough: [100, 260],
};

const toTown = ([slug, townCity, latitude, longitude, districts]: Row): SandboxTown => ({
  slug,
  townCity,
  latitude,
  longitude,
  districts: districts.split(" "),
  ...(slug === "bath" ? { streets: BATH_STREETS } : {}),
  ...(LANDWARD[slug] ? { landward: LANDWARD[slug] } : {}),
});

export const SANDBOX_TOWNS: readonly SandboxTown[] = [...STORE_TOWNS, ...OTHER_TOWNS].map(toTown);
