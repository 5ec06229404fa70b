/** An inclusive postcode range, with the town its mail goes to where that is known. */
type PostcodeRange = readonly [from: number, to: number, town?: string];

/** A district and the inclusive postcode ranges that resolve to it. */
interface DistrictSeed {
  name: string;
  postcodes?: readonly PostcodeRange[];
}

export interface StateSeed {
  id: number;
  name: string;
  code: string;
  districts: readonly DistrictSeed[];
}

const d = (name: string, ...postcodes: PostcodeRange[]): DistrictSeed => ({ name, postcodes });

/** The 16 states with the backend's ids (2307..2322), their districts and postcode ranges. */
export const STATES: readonly StateSeed[] = [
  {
    id: 2307, name: 'Selangor', code: 'SGR',
    districts: [
      d('Gombak', [48000, 48099], [68100, 68199]), d('Hulu Langat', [43000, 43799]),
      d('Hulu Selangor', [44000, 44399], [48100, 48399]), d('Klang', [41000, 42499, 'Klang']),
      d('Kuala Langat', [42500, 42999]), d('Kuala Selangor', [45000, 45499]),
      d(
        'Petaling',
        [40000, 40999, 'Shah Alam'],
        [46000, 46999, 'Petaling Jaya'],
        [47000, 47099, 'Sungai Buloh'],
        [47100, 47199, 'Puchong'],
        [47200, 47499, 'Petaling Jaya'],
        [47500, 47699, 'Subang Jaya'],
        [47700, 47999, 'Petaling Jaya'],
      ), d('Sabak Bernam', [45500, 45999]),
      d('Sepang', [43800, 43999], [63000, 64999]),
    ],
  },
  { id: 2308, name: 'Kuala Lumpur', code: 'KUL', districts: [d('Kuala Lumpur', [50000, 60999, 'Kuala Lumpur'])] },
  {
    id: 2309, name: 'Penang', code: 'PNG',
    districts: [
      d('Timur Laut', [10000, 10999], [11200, 11899]), d('Barat Daya', [11000, 11199], [11900, 11999]),
      d('Seberang Perai Utara', [12000, 13399]), d('Seberang Perai Tengah', [13400, 14199]),
      d('Seberang Perai Selatan', [14200, 14499]),
    ],
  },
  {
    id: 2310, name: 'Johor', code: 'JHR',
    districts: [
      d('Batu Pahat', [83000, 83999]), d('Johor Bahru', [79000, 80999], [81100, 81399]),
      d('Kluang', [86000, 86799]), d('Kota Tinggi', [81900, 81999]), d('Kulai', [81000, 81099]),
      d('Mersing', [86800, 86899]), d('Muar', [84000, 84899]), d('Pontian', [82000, 82999]),
      d('Segamat', [85000, 85999]), d('Tangkak', [84900, 84999]),
    ],
  },
  {
    id: 2311, name: 'Sabah', code: 'SBH',
    districts: [
      d('Beaufort', [89800, 89849]), d('Beluran', [90100, 90199]), d('Kalabakan', [91400, 91499]),
      d('Keningau', [89000, 89049]), d('Kinabatangan', [90200, 90299]), d('Kota Belud', [89150, 89199]),
      d('Kota Kinabalu', [88000, 88699]), d('Kota Marudu', [89100, 89139]), d('Kuala Penyu', [89740, 89799]),
      d('Kudat', [89050, 89099]), d('Kunak', [91200, 91299]), d('Lahad Datu', [91100, 91199]),
      d('Nabawan', [89950, 89999]), d('Papar', [89600, 89649]), d('Penampang', [89500, 89599]),
      d('Pitas', [89140, 89149]), d('Putatan', [88700, 88999]), d('Ranau', [89300, 89399]),
      d('Sandakan', [90000, 90099]), d('Semporna', [91300, 91399]), d('Sipitang', [89850, 89899]),
      d('Tambunan', [89650, 89699]), d('Tawau', [91000, 91099]), d('Telupid', [89250, 89299]),
      d('Tenom', [89900, 89949]), d('Tongod', [90300, 90399]), d('Tuaran', [89200, 89249]),
    ],
  },
  {
    id: 2312, name: 'Sarawak', code: 'SWK',
    districts: [
      d('Asajaya', [94600, 94699]), d('Bau', [94000, 94099]), d('Belaga', [96900, 96999]),
      d('Beluru', [98100, 98149]), d('Betong', [95700, 95799]), d('Bintulu', [97000, 97199]),
      d('Bukit Mabong'), d('Dalat', [96300, 96399]), d('Daro', [96200, 96299]), d('Julau', [96600, 96649]),
      d('Kabong'), d('Kanowit', [96700, 96799]), d('Kapit', [96800, 96849]), d('Kuching', [93000, 93999]),
      d('Lawas', [98850, 98899]), d('Limbang', [98700, 98849]), d('Lubok Antu', [95900, 95999]),
      d('Lundu', [94500, 94599]), d('Marudi', [98050, 98099]), d('Matu'), d('Meradong', [96500, 96549]),
      d('Miri', [98000, 98049]), d('Mukah', [96400, 96499]), d('Pakan', [96650, 96699]), d('Pusa'),
      d('Samarahan', [94300, 94399]), d('Saratok', [95400, 95499]), d('Sarikei', [96100, 96199]),
      d('Sebauh', [97200, 97249]), d('Selangau'), d('Serian', [94700, 94799]), d('Sibu', [96000, 96099]),
      d('Simunjan', [94800, 94899]), d('Song', [96850, 96899]), d('Sri Aman', [95000, 95099]),
      d('Subis', [98150, 98299]), d('Tanjung Manis', [96550, 96599]), d('Tatau', [97250, 97399]),
      d('Tebedu', [94900, 94999]), d('Telang Usan', [98300, 98399]),
    ],
  },
  {
    id: 2313, name: 'Kedah', code: 'KDH',
    districts: [
      d('Baling', [9100, 9199]), d('Bandar Baharu', [9800, 9899]), d('Kota Setar', [5000, 5999]),
      d('Kuala Muda', [8000, 8199], [8300, 8599]), d('Kubang Pasu', [6000, 6299]), d('Kulim', [9000, 9099], [9400, 9699]),
      d('Langkawi', [7000, 7099]), d('Padang Terap', [6300, 6399]), d('Pendang', [6700, 6799]),
      d('Pokok Sena', [6400, 6499]), d('Sik', [8200, 8299]), d('Yan', [6900, 6999]),
    ],
  },
  {
    id: 2314, name: 'Perak', code: 'PRK',
    districts: [
      d('Bagan Datuk', [36400, 36999]), d('Batang Padang', [35000, 35599]), d('Hilir Perak', [36000, 36399]),
      d('Hulu Perak', [33100, 33599]), d('Kampar', [31900, 31999]), d('Kerian', [34300, 34999]),
      d('Kinta', [30000, 31899]), d('Kuala Kangsar', [33000, 33099], [33600, 33799]),
      d('Larut, Matang dan Selama', [34000, 34299]), d('Manjung', [32000, 32599]), d('Mualim', [35800, 35999]),
      d('Perak Tengah', [32600, 32999]),
    ],
  },
  {
    id: 2315, name: 'Negeri Sembilan', code: 'NSN',
    districts: [
      d('Jelebu', [71600, 71699]), d('Jempol', [72100, 72199]), d('Kuala Pilah', [72000, 72099]),
      d('Port Dickson', [71000, 71099]), d('Rembau', [71300, 71399]), d('Seremban', [70000, 70999]),
      d('Tampin', [73000, 73499]),
    ],
  },
  {
    id: 2316, name: 'Melaka', code: 'MLK',
    districts: [d('Alor Gajah', [78000, 78399]), d('Jasin', [77000, 77399]), d('Melaka Tengah', [75000, 76999])],
  },
  {
    id: 2317, name: 'Terengganu', code: 'TRG',
    districts: [
      d('Besut', [22200, 22399]), d('Dungun', [23000, 23099]), d('Hulu Terengganu', [21700, 21899]),
      d('Kemaman', [24000, 24399]), d('Kuala Nerus', [21000, 21099]), d('Kuala Terengganu', [20000, 20999]),
      d('Marang', [21600, 21699]), d('Setiu', [22100, 22199]),
    ],
  },
  {
    id: 2318, name: 'Kelantan', code: 'KTN',
    districts: [
      d('Bachok', [16300, 16399]), d('Gua Musang', [18300, 18399]), d('Jeli', [17600, 17699]),
      d('Kecil Lojing', [18400, 18499]), d('Kota Bharu', [15000, 16099]), d('Kuala Krai', [18000, 18099]),
      d('Machang', [18500, 18599]), d('Pasir Mas', [17000, 17099]), d('Pasir Puteh', [16800, 16899]),
      d('Tanah Merah', [17500, 17599]), d('Tumpat', [16200, 16299]),
    ],
  },
  {
    id: 2319, name: 'Pahang', code: 'PHG',
    districts: [
      d('Bentong', [28700, 28799]), d('Bera', [28200, 28399]), d('Cameron Highlands', [39000, 39299]),
      d('Jerantut', [27000, 27099]), d('Kuantan', [25000, 26099]), d('Lipis', [27200, 27299]),
      d('Maran', [26400, 26499]), d('Pekan', [26600, 26699]), d('Raub', [27600, 27699]),
      d('Rompin', [26800, 26899]), d('Temerloh', [28000, 28099]),
    ],
  },
  { id: 2320, name: 'Perlis', code: 'PLS', districts: [d('Perlis', [1000, 2999])] },
  { id: 2321, name: 'Labuan', code: 'LBN', districts: [d('Labuan', [87000, 87999])] },
  { id: 2322, name: 'Putrajaya', code: 'PJY', districts: [d('Putrajaya', [62000, 62999])] },
];
