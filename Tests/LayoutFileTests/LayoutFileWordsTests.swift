import CompositionalLayout
import Foundation
import Testing

@testable import LayoutFile

/// The format's words are UIKit's case names, read and written through one table per type
/// (issue 25 §2): each word decodes to one value, and that value is written back as the same
/// word.
@Suite("Layout file words")
struct LayoutFileWordsTests {
    @Test("each table lists the format's words, in the reference's order")
    func words() {
        #expect(UICollectionView.ScrollDirection.allFileWords == ["vertical", "horizontal"])
        #expect(
            UIContentInsetsReference.allFileWords == ["automatic", "none", "safeArea", "layoutMargins", "readableContent"])
        #expect(
            UICollectionLayoutSectionOrthogonalScrollingBehavior.allFileWords == [
                "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
            ])
        #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.allFileWords == ["automatic", "always", "never"])
        #expect(
            UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.allFileWords == [
                "automatic", "normal", "fast",
            ])
        #expect(
            NSRectAlignment.allFileWords == [
                "none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing",
            ])
        #expect(NSDirectionalRectEdge.allFileWords == ["top", "leading", "bottom", "trailing", "all"])
        #expect(
            UICollectionLayoutListConfiguration.Appearance.allFileWords == [
                "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain",
            ])
        #expect(UICollectionLayoutListConfiguration.HeaderMode.allFileWords == ["none", "supplementary", "firstItemInSection"])
        #expect(UICollectionLayoutListConfiguration.FooterMode.allFileWords == ["none", "supplementary"])
        #expect(UIUserInterfaceSizeClass.allFileWords == ["unspecified", "compact", "regular"])
        #expect(UIUserInterfaceLayoutDirection.allFileWords == ["leftToRight", "rightToLeft"])
    }

    @Test("a word names the value of UIKit's case of that name")
    func valuesOfWords() {
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior(fileWord: "groupPagingCentered") == .groupPagingCentered)
        #expect(UICollectionLayoutListConfiguration.Appearance(fileWord: "insetGrouped") == .insetGrouped)
        #expect(UIContentInsetsReference(fileWord: "none") == UIContentInsetsReference.none)
        #expect(NSDirectionalRectEdge(fileWord: "all") == .all)
        #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(fileWord: "fast")?.rawValue == 0.99)
        #expect(UIUserInterfaceSizeClass(fileWord: "Compact") == nil)
        #expect(NSDirectionalRectEdge([.top, .leading]).fileWord == nil)
    }

    @Test("every word round-trips: decoded, then encoded, it is the same word")
    func roundTrip() throws {
        try expectRoundTrip(UICollectionView.ScrollDirection.self)
        try expectRoundTrip(UIContentInsetsReference.self)
        try expectRoundTrip(UICollectionLayoutSectionOrthogonalScrollingBehavior.self)
        try expectRoundTrip(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.self)
        try expectRoundTrip(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.self)
        try expectRoundTrip(NSRectAlignment.self)
        try expectRoundTrip(NSDirectionalRectEdge.self)
        try expectRoundTrip(UICollectionLayoutListConfiguration.Appearance.self)
        try expectRoundTrip(UICollectionLayoutListConfiguration.HeaderMode.self)
        try expectRoundTrip(UICollectionLayoutListConfiguration.FooterMode.self)
        try expectRoundTrip(UIUserInterfaceSizeClass.self)
        try expectRoundTrip(UIUserInterfaceLayoutDirection.self)
    }

    @Test("every case of UIKit's enumerations has a word")
    func everyCaseHasAWord() {
        expectEveryCase(UICollectionView.ScrollDirection.self)
        expectEveryCase(UIContentInsetsReference.self)
        expectEveryCase(UICollectionLayoutSectionOrthogonalScrollingBehavior.self)
        expectEveryCase(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.self)
        expectEveryCase(NSRectAlignment.self)
        expectEveryCase(UICollectionLayoutListConfiguration.Appearance.self)
        expectEveryCase(UICollectionLayoutListConfiguration.HeaderMode.self)
        expectEveryCase(UICollectionLayoutListConfiguration.FooterMode.self)
        expectEveryCase(UIUserInterfaceSizeClass.self)
        expectEveryCase(UIUserInterfaceLayoutDirection.self)
    }

    @Test("a raw deceleration rate is written as its number, a named one as its word")
    func decelerationRates() throws {
        let encoder = JSONEncoder()
        #expect(try String(decoding: encoder.encode([DecelerationRateSpec.named(.normal)]), as: UTF8.self) == #"["normal"]"#)
        #expect(try String(decoding: encoder.encode([DecelerationRateSpec.rate(0.5)]), as: UTF8.self) == "[0.5]")
    }

    /// Decodes each word, expects one value per word, and encodes the value back.
    private func expectRoundTrip<E: LayoutFileEnum>(
        _ type: E.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        #expect(Set(E.allFileWords).count == E.fileWords.count, "a word twice", sourceLocation: sourceLocation)
        #expect(Set(E.fileWords.map(\.value)).count == E.fileWords.count, "a value twice", sourceLocation: sourceLocation)
        for word in E.allFileWords {
            let value = try #require(E(fileWord: word), sourceLocation: sourceLocation)
            #expect(value.fileWord == word, sourceLocation: sourceLocation)
            let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            #expect(encoded == "[\"\(word)\"]", sourceLocation: sourceLocation)
        }
    }

    /// Every case, found by its raw value: these enumerations number their cases from 0
    ///, so one past the last word is past the last case.
    private func expectEveryCase<E: LayoutFileEnum & RawRepresentable<Int>>(
        _ type: E.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for rawValue in 0...E.fileWords.count {
            guard let value = E(rawValue: rawValue) else {
                #expect(rawValue == E.fileWords.count, "no case \(rawValue) of \(E.self)", sourceLocation: sourceLocation)
                continue
            }
            #expect(value.fileWord != nil, "\(E.self) case \(rawValue) has no word", sourceLocation: sourceLocation)
        }
    }
}
