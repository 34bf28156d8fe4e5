import { type SandboxTown, store, ukTown } from "./sandbox-town.ts";

// Every town of a seeded UK store (data/seed/stores/uk-stores.ts), with the store's own postcode on its street so a
// shopper can look the shop's address up. Postcode districts are each town's real ones; London has a row per store.
export const UK_STORE_TOWNS: readonly SandboxTown[] = [
  ukTown("Bath", "Somerset", 51.3811, -2.359, ["BA1", "BA2"], {
    anchors: [store("BA1 1DA", "Milsom Street", 51.3811, -2.359)],
  }),
  ukTown("Bristol", "City of Bristol", 51.4584, -2.5848, ["BS1", "BS6", "BS8"], {
    anchors: [store("BS1 3BX", "Penn Street", 51.4584, -2.5848)],
  }),
  ukTown("Cheltenham", "Gloucestershire", 51.8994, -2.0783, ["GL50", "GL52", "GL53"], {
    anchors: [store("GL50 1LE", "The Promenade", 51.8994, -2.0783)],
  }),
  ukTown("Oxford", "Oxfordshire", 51.752, -1.2577, ["OX1", "OX2", "OX4"], {
    anchors: [store("OX1 4BX", "High Street", 51.752, -1.2577)],
  }),
  ukTown("Cambridge", "Cambridgeshire", 52.2056, 0.1191, ["CB1", "CB2", "CB4"], {
    anchors: [store("CB2 1TB", "Trinity Street", 52.2056, 0.1191)],
  }),
  ukTown("Harrogate", "North Yorkshire", 53.9921, -1.5418, ["HG1", "HG2"], {
    anchors: [store("HG1 1QS", "James Street", 53.9921, -1.5418)],
  }),
  ukTown("York", "North Yorkshire", 53.9612, -1.0831, ["YO1", "YO10", "YO31"], {
    anchors: [store("YO1 8AS", "Stonegate", 53.9612, -1.0831)],
  }),
  ukTown("Edinburgh", "City of Edinburgh", 55.9537, -3.1985, ["EH1", "EH2", "EH3"], {
    anchors: [store("EH2 2JG", "George Street", 55.9537, -3.1985)],
  }),
  ukTown("Glasgow", "City of Glasgow", 55.862, -4.254, ["G1", "G2", "G12"], {
    anchors: [store("G1 2JZ", "Buchanan Street", 55.862, -4.254)],
  }),
  ukTown("Guildford", "Surrey", 51.2362, -0.5704, ["GU1", "GU2"], {
    anchors: [store("GU1 3ES", "High Street", 51.2362, -0.5704)],
  }),
  ukTown("Royal Tunbridge Wells", "Kent", 51.1324, 0.2637, ["TN1", "TN2", "TN4"], {
    anchors: [store("TN1 1QY", "Mount Pleasant Road", 51.1324, 0.2637)],
  }),
  ukTown("Marlow", "Buckinghamshire", 51.571, -0.776, ["SL7"], {
    anchors: [store("SL7 1AW", "High Street", 51.571, -0.776)],
  }),
  ukTown("Winchester", "Hampshire", 51.0623, -1.314, ["SO22", "SO23"], {
    anchors: [store("SO23 9AS", "High Street", 51.0623, -1.314)],
  }),
  ukTown("Chester", "Cheshire", 53.1906, -2.8897, ["CH1", "CH2", "CH4"], {
    anchors: [store("CH1 1LE", "Eastgate Street", 53.1906, -2.8897)],
  }),
  ukTown("Leeds", "West Yorkshire", 53.7977, -1.5408, ["LS1", "LS2", "LS6"], {
    anchors: [store("LS1 6BH", "Vicar Lane", 53.7977, -1.5408)],
  }),
  ukTown("Manchester", "Greater Manchester", 53.4812, -2.2445, ["M1", "M2", "M3", "M4"], {
    anchors: [store("M2 4LQ", "King Street", 53.4812, -2.2445)],
  }),
  ukTown("Birmingham", "West Midlands", 52.4778, -1.8989, ["B1", "B2", "B3", "B5"], {
    anchors: [store("B2 4BF", "Stephenson Street", 52.4778, -1.8989)],
  }),
  ukTown("Norwich", "Norfolk", 52.6291, 1.2955, ["NR1", "NR2", "NR3"], {
    anchors: [store("NR2 1JT", "London Street", 52.6291, 1.2955)],
  }),
  ukTown("Exeter", "Devon", 50.7243, -3.53, ["EX1", "EX2", "EX4"], {
    anchors: [store("EX1 1GE", "Princesshay", 50.7243, -3.53)],
  }),
  ukTown("Brighton", "East Sussex", 50.8221, -0.1424, ["BN1", "BN2"], {
    anchors: [store("BN1 1AG", "Duke Street", 50.8221, -0.1424)],
  }),
  ukTown("Richmond", "Surrey", 51.4604, -0.3047, ["TW9", "TW10"], {
    anchors: [store("TW9 1HY", "George Street", 51.4604, -0.3047)],
  }),
  ukTown("Kingston upon Thames", "Surrey", 51.4112, -0.305, ["KT1", "KT2"], {
    anchors: [store("KT1 1TP", "Wood Street", 51.4112, -0.305)],
  }),
  ukTown("London", null, 51.487, -0.17, ["SW3", "SW10"], {
    anchors: [store("SW3 5EL", "King's Road", 51.487, -0.17)],
  }),
  ukTown("London", null, 51.52, -0.1515, ["W1U", "W1G", "W1H"], {
    anchors: [store("W1U 4NR", "Marylebone High Street", 51.52, -0.1515)],
  }),
  ukTown("London", null, 51.5072, -0.2214, ["W12", "W6"], {
    anchors: [store("W12 7GF", "Ariel Way", 51.5072, -0.2214)],
  }),
  ukTown("London", null, 51.556, -0.1778, ["NW3"], {
    anchors: [store("NW3 1QA", "Hampstead High Street", 51.556, -0.1778)],
  }),
  ukTown("Greenhithe", "Kent", 51.439, 0.2712, ["DA9"], {
    anchors: [store("DA9 9SH", "London Road", 51.439, 0.2712)],
  }),
  ukTown("Solihull", "West Midlands", 52.413, -1.778, ["B91", "B92"], {
    anchors: [store("B91 3GS", "Homer Road", 52.413, -1.778)],
  }),
  ukTown("Newcastle upon Tyne", "Tyne and Wear", 54.9727, -1.6118, ["NE1", "NE2"], {
    anchors: [store("NE1 6EE", "Grey Street", 54.9727, -1.6118)],
  }),
  ukTown("Belfast", "County Antrim", 54.5988, -5.9268, ["BT1", "BT2", "BT7", "BT9"], {
    anchors: [store("BT1 4QG", "Chichester Street", 54.5988, -5.9268)],
  }),
  ukTown("Cardiff", "South Glamorgan", 51.4784, -3.1765, ["CF10", "CF11", "CF24"], {
    anchors: [store("CF10 1AH", "The Hayes", 51.4784, -3.1765)],
  }),
  ukTown("Reading", "Berkshire", 51.4536, -0.9698, ["RG1", "RG2", "RG30"], {
    anchors: [store("RG1 2AG", "Bridge Street", 51.4536, -0.9698)],
  }),
  ukTown("St Albans", "Hertfordshire", 51.7528, -0.3413, ["AL1", "AL3"], {
    anchors: [store("AL3 4EL", "High Street", 51.7528, -0.3413)],
  }),
  ukTown("Sevenoaks", "Kent", 51.2724, 0.1909, ["TN13"], {
    anchors: [store("TN13 1UP", "High Street", 51.2724, 0.1909)],
  }),
  ukTown("Esher", "Surrey", 51.3698, -0.365, ["KT10"], {
    anchors: [store("KT10 9QS", "High Street", 51.3698, -0.365)],
  }),
  ukTown("Wilmslow", "Cheshire", 53.3267, -2.2305, ["SK9"], {
    anchors: [store("SK9 1DU", "Grove Street", 53.3267, -2.2305)],
  }),
  ukTown("Lincoln", "Lincolnshire", 53.2307, -0.5406, ["LN1", "LN2", "LN5"], {
    anchors: [store("LN2 1AT", "High Street", 53.2307, -0.5406)],
  }),
  ukTown("Nottingham", "Nottinghamshire", 52.9522, -1.1462, ["NG1", "NG2", "NG7"], {
    anchors: [store("NG1 2GR", "Bridlesmith Gate", 52.9522, -1.1462)],
  }),
  ukTown("Leamington Spa", "Warwickshire", 52.2893, -1.5358, ["CV31", "CV32"], {
    anchors: [store("CV32 4AN", "The Parade", 52.2893, -1.5358)],
  }),
  ukTown("Salisbury", "Wiltshire", 51.0688, -1.7945, ["SP1", "SP2"], {
    anchors: [store("SP1 2NT", "High Street", 51.0688, -1.7945)],
  }),
  ukTown("Truro", "Cornwall", 50.2632, -5.051, ["TR1"], {
    anchors: [store("TR1 2QU", "Boscawen Street", 50.2632, -5.051)],
  }),
  ukTown("Canterbury", "Kent", 51.2797, 1.079, ["CT1", "CT2"], {
    anchors: [store("CT1 2AY", "High Street", 51.2797, 1.079)],
  }),
  ukTown("Ipswich", "Suffolk", 52.0577, 1.154, ["IP1", "IP4"], {
    anchors: [store("IP1 3AY", "Tavern Street", 52.0577, 1.154)],
  }),
  ukTown("Milton Keynes", "Buckinghamshire", 52.043, -0.756, ["MK9", "MK10", "MK14"], {
    anchors: [store("MK9 3ES", "Midsummer Boulevard", 52.043, -0.756)],
  }),
  ukTown("Beaconsfield", "Buckinghamshire", 51.6086, -0.642, ["HP9"], {
    anchors: [store("HP9 2JH", "London End", 51.6086, -0.642)],
  }),
  ukTown("Henley-on-Thames", "Oxfordshire", 51.5378, -0.9025, ["RG9"], {
    anchors: [store("RG9 2AR", "Hart Street", 51.5378, -0.9025)],
  }),
  ukTown("Windsor", "Berkshire", 51.4817, -0.6117, ["SL4"], {
    anchors: [store("SL4 1DE", "Peascod Street", 51.4817, -0.6117)],
  }),
  ukTown("Stratford-upon-Avon", "Warwickshire", 52.1942, -1.7073, ["CV37"], {
    anchors: [store("CV37 6QW", "Henley Street", 52.1942, -1.7073)],
  }),
  ukTown("Durham", "County Durham", 54.7758, -1.5752, ["DH1"], {
    anchors: [store("DH1 3NP", "Saddler Street", 54.7758, -1.5752)],
  }),
  ukTown("Aberdeen", "Aberdeenshire", 57.1433, -2.0966, ["AB10", "AB11", "AB25"], {
    anchors: [store("AB11 5RG", "Guild Street", 57.1433, -2.0966)],
  }),
  ukTown("Liverpool", "Merseyside", 53.4039, -2.9866, ["L1", "L2", "L3", "L8"], {
    anchors: [store("L1 8JF", "Paradise Street", 53.4039, -2.9866)],
  }),
  ukTown("Sheffield", "South Yorkshire", 53.3817, -1.4693, ["S1", "S2", "S10", "S11"], {
    anchors: [store("S1 2HE", "Fargate", 53.3817, -1.4693)],
  }),
  ukTown("Bury St Edmunds", "Suffolk", 52.2463, 0.7112, ["IP32", "IP33"], {
    anchors: [store("IP33 1UN", "Abbeygate Street", 52.2463, 0.7112)],
  }),
  ukTown("Lymington", "Hampshire", 50.7585, -1.543, ["SO41"], {
    anchors: [store("SO41 9AL", "High Street", 50.7585, -1.543)],
  }),
  ukTown("Dorking", "Surrey", 51.2326, -0.3329, ["RH4", "RH5"], {
    anchors: [store("RH4 1BS", "West Street", 51.2326, -0.3329)],
  }),
  ukTown("Farnham", "Surrey", 51.2153, -0.7993, ["GU9", "GU10"], {
    anchors: [store("GU9 7HR", "Castle Street", 51.2153, -0.7993)],
  }),
];
