import { WELSH_STREETS } from "./sandbox-street-names.ts";
import { bfpo, type SandboxTown, ukTown } from "./sandbox-town.ts";

// A spread of UK towns beyond the stores' (real postcode districts and centres), including the places whose
// postcodes delivery restricts (spec 001 §8 restrictedPostCode): the Highlands and Islands, the Isles of Scilly,
// the Isle of Wight, Northern Ireland, the Channel Islands, the Isle of Man and British Forces (BFPO) addresses.
const welsh = { streets: WELSH_STREETS };

export const UK_MORE_TOWNS: readonly SandboxTown[] = [
  // Highlands and Islands.
  ukTown("Inverness", "Inverness-shire", 57.4778, -4.2247, ["IV1", "IV2", "IV3"]),
  ukTown("Stornoway", "Isle of Lewis", 58.209, -6.3849, ["HS1"]),
  ukTown("Kirkwall", "Orkney", 58.981, -2.9605, ["KW15"]),
  ukTown("Lerwick", "Shetland", 60.1547, -1.1494, ["ZE1"]),
  ukTown("Portree", "Isle of Skye", 57.4125, -6.1964, ["IV51"]),
  ukTown("Fort William", "Inverness-shire", 56.8198, -5.1052, ["PH33"]),
  ukTown("Thurso", "Caithness", 58.5936, -3.5221, ["KW14"]),
  ukTown("Oban", "Argyll", 56.415, -5.4717, ["PA34"]),
  ukTown("Campbeltown", "Argyll", 55.4254, -5.6047, ["PA28"]),
  ukTown("Brodick", "Isle of Arran", 55.5765, -5.1506, ["KA27"]),
  ukTown("Tobermory", "Isle of Mull", 56.6227, -6.0649, ["PA75"]),
  // Islands with their own delivery terms.
  ukTown("Hugh Town", "Isles of Scilly", 49.9145, -6.3127, ["TR21"]),
  ukTown("Newport", "Isle of Wight", 50.7008, -1.2923, ["PO30"]),
  ukTown("St Helier", "Jersey", 49.1858, -2.11, ["JE2", "JE4"]),
  ukTown("St Peter Port", "Guernsey", 49.4557, -2.5366, ["GY1"]),
  ukTown("Douglas", "Isle of Man", 54.1509, -4.4821, ["IM1", "IM2"]),
  // Northern Ireland.
  ukTown("Londonderry", "County Londonderry", 54.9966, -7.3086, ["BT48"]),
  ukTown("Newry", "County Down", 54.1751, -6.3402, ["BT34"]),
  ukTown("Enniskillen", "County Fermanagh", 54.3438, -7.6315, ["BT74"]),
  // Scotland.
  ukTown("Dundee", "Angus", 56.462, -2.9707, ["DD1"]),
  ukTown("St Andrews", "Fife", 56.3398, -2.7967, ["KY16"]),
  ukTown("Perth", "Perthshire", 56.395, -3.4308, ["PH1", "PH2"]),
  ukTown("Stirling", "Stirlingshire", 56.1165, -3.9369, ["FK8"]),
  ukTown("Dumfries", "Dumfriesshire", 55.0709, -3.6051, ["DG1"]),
  // Wales.
  ukTown("Swansea", "West Glamorgan", 51.6214, -3.9436, ["SA1"], welsh),
  ukTown("Aberystwyth", "Dyfed", 52.4153, -4.0829, ["SY23"], welsh),
  ukTown("Llandudno", "Gwynedd", 53.3241, -3.8276, ["LL30"], welsh),
  ukTown("Bangor", "Gwynedd", 53.2274, -4.1293, ["LL57"], welsh),
  ukTown("Holyhead", "Isle of Anglesey", 53.3096, -4.6331, ["LL65"], welsh),
  ukTown("Brecon", "Powys", 51.9461, -3.3914, ["LD3"], welsh),
  ukTown("Tenby", "Dyfed", 51.6727, -4.7035, ["SA70"], welsh),
  // England.
  ukTown("Penzance", "Cornwall", 50.1188, -5.5376, ["TR18"]),
  ukTown("Plymouth", "Devon", 50.3755, -4.1427, ["PL1", "PL4"]),
  ukTown("Bournemouth", "Dorset", 50.7192, -1.8808, ["BH1", "BH2"]),
  ukTown("Southampton", "Hampshire", 50.9097, -1.4044, ["SO14", "SO15"]),
  ukTown("Portsmouth", "Hampshire", 50.8198, -1.088, ["PO1", "PO5"]),
  ukTown("Shrewsbury", "Shropshire", 52.7079, -2.7527, ["SY1", "SY3"]),
  ukTown("Hereford", "Herefordshire", 52.0565, -2.716, ["HR1", "HR4"]),
  ukTown("Worcester", "Worcestershire", 52.1936, -2.2216, ["WR1"]),
  ukTown("Gloucester", "Gloucestershire", 51.8642, -2.2382, ["GL1"]),
  ukTown("Cirencester", "Gloucestershire", 51.7194, -1.9681, ["GL7"]),
  ukTown("Frome", "Somerset", 51.2279, -2.3215, ["BA11"]),
  ukTown("Wells", "Somerset", 51.2093, -2.6478, ["BA5"]),
  ukTown("Taunton", "Somerset", 51.0149, -3.1029, ["TA1"]),
  ukTown("Leicester", "Leicestershire", 52.6369, -1.1398, ["LE1"]),
  ukTown("Derby", "Derbyshire", 52.9225, -1.4746, ["DE1"]),
  ukTown("Lancaster", "Lancashire", 54.0466, -2.8007, ["LA1"]),
  ukTown("Kendal", "Cumbria", 54.3281, -2.7463, ["LA9"]),
  ukTown("Keswick", "Cumbria", 54.6013, -3.1347, ["CA12"]),
  ukTown("Carlisle", "Cumbria", 54.8925, -2.9329, ["CA1", "CA3"]),
  ukTown("Whitby", "North Yorkshire", 54.4858, -0.6206, ["YO21"]),
  ukTown("Hull", "East Yorkshire", 53.7457, -0.3367, ["HU1"]),
  ukTown("Colchester", "Essex", 51.8959, 0.8919, ["CO1"]),
  ukTown("Chelmsford", "Essex", 51.7356, 0.469, ["CM1", "CM2"]),
  ukTown("Berwick-upon-Tweed", "Northumberland", 55.7704, -2.0054, ["TD15"]),
  ukTown("Preston", "Lancashire", 53.7632, -2.7031, ["PR1"]),
  // British Forces Post Office numbers.
  bfpo(105, "BF1 4FB"),
  bfpo(140, "BF1 4LA"),
  bfpo(57, "BF1 2AU"),
  bfpo(38, "BF1 2BA"),
];
