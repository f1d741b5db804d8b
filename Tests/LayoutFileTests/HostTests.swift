import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// The host's defaults, overrides and warnings.
@MainActor
@Suite("Host")
struct HostTests {
    static let minimal = """
        version: 1
        sections:
          - numberOfItems: 1
            mediaItems: true
        """

    @Test("left out, the host is a 390 × 844 iPhone at scale 3, resting under a 47-point top inset")
    func defaults() throws {
        let view = try document(Self.minimal).makeHostedLayout().collectionView
        #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: -47))
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }

    @Test("every host key reaches the view")
    func everyKey() throws {
        let file = """
            version: 1
            host:
              width: 1024
              height: 768
              scale: 2
              safeAreaInsets: {top: 24, left: 10, bottom: 20, right: 30}
              layoutMargins: {top: 1, left: 2, bottom: 3, right: 4}
              contentInset: {top: 5, left: 6, bottom: 7, right: 8}
              screen: {width: 1366, height: 1024}
              layoutDirection: rightToLeft
              horizontalSizeClass: regular
              verticalSizeClass: compact
              contentOffset: {x: 0, y: 33}
            sections:
              - numberOfItems: 1
                mediaItems: true
            """
        let view = try document(file).makeHostedLayout().collectionView
        #expect(view.frame.size == CGSize(width: 1024, height: 768))
        #expect(view.traitCollection.displayScale == 2)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 24, left: 10, bottom: 20, right: 30))
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // Right to left: the left margin is the trailing one.
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        #expect(view.contentInset == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(view.screenSize == CGSize(width: 1366, height: 1024))
        #expect(view.contentOffset == CGPoint(x: 0, y: 33))
    }

    @Test("overrides replace only the fields they set, the extension point for devices and options")
    func overriding() throws {
        var decoded = try document(
            """
            version: 1
            host: {width: 320, scale: 2, layoutDirection: rightToLeft}
            sections: [{numberOfItems: 1, mediaItems: true}]
            """)
        let device = HostSpec(width: 834, height: 1194, scale: 2, horizontalSizeClass: .regular)
        decoded.host = (decoded.host ?? HostSpec()).overriding(with: device)
        #expect(
            decoded.host
                == HostSpec(width: 834, height: 1194, scale: 2, layoutDirection: .rightToLeft, horizontalSizeClass: .regular))
        let view = try decoded.makeHostedLayout().collectionView
        #expect(view.frame.size == CGSize(width: 834, height: 1194))
    }

    @Test("an orthogonal offset for a section that is not a row is a warning")
    func offsetWarning() throws {
        let file = """
            version: 1
            host: {orthogonalScrollOffsets: [{section: 0, x: 40}, {section: 1, x: 40}]}
            sections:
              - numberOfItems: 1
                group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 4}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 4}}}]}}
              - numberOfItems: 9
                mediaItems: true
            """
        let hosted = try document(file).makeHostedLayout()
        #expect(
            hosted.warnings.map(\.description) == [
                "layout.yaml:2:34: warning: host.orthogonalScrollOffsets[0]: section 0 does not scroll orthogonally; its offset has no effect"
            ])
        #expect(hosted.collectionView.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 40, y: 0))
    }

    @Test("the hosted value keeps the data source alive")
    func dataSourceRetained() throws {
        let hosted = try document(Self.minimal).makeHostedLayout()
        #expect(hosted.collectionView.dataSource === hosted.dataSource)
        #expect(hosted.collectionView.numberOfItems(inSection: 0) == 1)
    }
}
