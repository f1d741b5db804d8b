import CompositionalLayout
import Foundation
import Testing

/// A generated layout the round-trip property found (2026-11-29, a traced run of 8,000 cases):
/// vertical, 848.34 × 568, right to left, one section of 32 self-sizing items with estimated
/// widths that flows. The view measured it from the top (as the generator does) and was then
/// scrolled; loading the file used to lay out at the file's offset first, so it measured rows
/// in another order, asked items the view never asked, and flowed them into other rows.
@MainActor
@Suite("Round trip: cases the property found")
struct RoundTripFoundCases {
    static let head: [Int] = [
            17809, 110915, 784886, 865826, 624361, 196523, 648340, 990047, 998228, 503742, 938114, 480517,
            929314, 558889, 513897, 679997, 259450, 51362, 124459, 660092, 960905, 775693, 361504, 886834,
            157333, 603412, 168536, 840277, 547977, 742775, 189841, 531189, 109328, 887906, 394600, 331589,
            484554, 815295, 926661, 298305, 916428, 351493, 812060, 986217, 312764, 364891, 428875, 717409,
            884145, 349221, 953422, 909347, 636311, 199695, 774874, 890734, 595063, 900717, 845848, 272045,
            543642, 486017, 220316, 762266, 788540, 939549, 211734, 780726, 937313, 56649, 392110, 199097,
            429751, 168863, 79028, 589938, 563741, 149017, 490867, 289165, 359988, 648633, 31222, 649987,
            639395, 714855, 426872, 718213, 785087, 397568,
        ]

    static let choices: [Int] = [
            883188, 303627, 338618, 813760, 382434, 723561, 204264, 869989, 341932, 235127, 143745, 810382,
            582310, 317646, 726581, 881215, 463042, 547406, 839728, 627954, 775239, 778640, 449643, 463600,
            854777, 346140, 660004, 650478, 929806, 511943, 554370, 69717, 444371, 450429, 656686, 660841,
            524805, 612163, 15730, 465861, 50789, 268545, 778842, 900474, 316437, 665757, 165469, 344113,
            639729, 551454, 336053, 20522, 999856, 612395, 380964, 95662, 415192, 725793, 952361, 531686,
            774232, 155551, 507229, 433270, 4168, 346583, 364723, 16661, 388748, 223152, 370351, 54331,
            679010, 410836, 828771, 981608, 386347, 290797, 932492, 686202, 320543, 224612, 52540, 893221,
            359004, 153563, 304707, 93224, 325276, 261191, 372889, 234975, 422647, 199563, 725694, 857139,
            291872, 207543, 313022, 708713, 629659, 933632, 947406, 816683, 984596, 800532, 288471, 471255,
            754252, 549842, 872656, 454172, 681571, 83456, 503853, 507792, 13960, 925015, 900479, 229558,
            862610, 695898, 684983, 176070, 607180, 666216, 203443, 27579,
        ]

    @Test("RTL, 32 self-sizing items with estimated widths: the live view equals its exported file")
    func rightToLeftEstimatedWidths() throws {
        let generated = GeneratedLayout(head: Self.head, sections: [(count: 32, choices: Self.choices)])
        #expect(generated.layout.preparationError == nil)
        let roundTrip = try RoundTrip(generated.collectionView, format: .yaml)
        let difference = roundTrip.firstDifference(from: generated.collectionView)
        #expect(difference == nil, "\(difference ?? "")")

        // Where the view put the end of the section, from the measured widths (w = 24 + 7i mod 61):
        // row 2 holds 16…27 measured, 75 + 82 + 28 + 35 + 42 + 49 + 56 + 63 + 70 + 77 + 84 + 30
        // = 691, with 11 gaps of the flexible minimum 1/6 = 692.83; item 28, never measured,
        // adds 1/6 + its estimate 104 = 797.0; item 29, never measured, 1/6 + its estimate
        // 50 = 847.17 ≤ 848.34, so it fits (S-11): row 2 holds 16…29 and 30 starts row 3.
        // Item 29 then takes its siblings' shared width, the largest of 82, 35, 49, 63, 77, 30
        // and its estimate 50: 82 (S-38). Both views agree on it.
        for view in [generated.collectionView, roundTrip.hosted.collectionView] {
            let layout = view.collectionViewLayout
            let frame = { (item: Int) in layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null }
            #expect(frame(28).minY == frame(16).minY && frame(29).minY == frame(16).minY)
            #expect(frame(28).width == 104 && frame(29).width == 82)
            #expect(frame(30).minY > frame(16).minY && frame(31).minY == frame(30).minY)
            // Right to left, item 30 starts row 3 at its right edge.
            #expect(frame(30).minX > frame(31).minX)
        }
    }
}
