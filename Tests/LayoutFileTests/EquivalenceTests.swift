import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// A file and the same layout written in Swift against the Apple API give identical frames
/// (issue 10, Must deliver 1). Each test writes one construct both ways.
@MainActor
@Suite("File and Swift give the same frames")
struct EquivalenceTests {
    @Test("every dimension kind")
    func dimensions() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 9
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 120}}
                    subitems:
                      - layoutSize: {widthDimension: {fractionalWidth: 0.25}, heightDimension: {fractionalHeight: 0.5}}
                      - layoutSize: {widthDimension: {absolute: 60}, heightDimension: {fractionalWidth: 0.1}}
                      - layoutSize: {widthDimension: {fractionalHeight: 0.5}, heightDimension: {estimated: 40}}
              - numberOfItems: 4
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 90}}
                    repeatingSubitem:
                      layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {uniformAcrossSiblings: 70}}
                    count: 2
            """
        let swift = UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(120)),
                    subitems: [
                        item(.fractionalWidth(0.25), .fractionalHeight(0.5)), item(.absolute(60), .fractionalWidth(0.1)),
                        item(.fractionalHeight(0.5), .estimated(40)),
                    ])
                return NSCollectionLayoutSection(group: group)
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .estimated(90)),
                repeatingSubitem: item(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 70)), count: 2)
            return NSCollectionLayoutSection(group: group)
        }
        try expectSameFrames(file: file, swift: swift, counts: [9, 4])
    }

    @Test("content insets, edge spacing and inter-item spacing, fixed and flexible")
    func spacing() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 7
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 80}}
                    interItemSpacing: {flexible: 4}
                    contentInsets: {top: 3, leading: 5}
                    subitems:
                      - layoutSize: {widthDimension: {absolute: 90}, heightDimension: {fractionalHeight: 1}}
                        contentInsets: {top: 2, leading: 2, bottom: 2, trailing: 2}
                        edgeSpacing: {leading: {fixed: 6}, top: {flexible: 4}, trailing: {fixed: 1}, bottom: {fixed: 0}}
              - numberOfItems: 5
                group:
                  vertical:
                    layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {absolute: 200}}
                    interItemSpacing: {fixed: 10}
                    subitems:
                      - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
            """
        let swift = UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let cell = item(.absolute(90), .fractionalHeight(1))
                cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                    leading: .fixed(6), top: .flexible(4), trailing: .fixed(1), bottom: .fixed(0))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [cell])
                group.interItemSpacing = .flexible(4)
                group.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 5, bottom: 0, trailing: 0)
                return NSCollectionLayoutSection(group: group)
            }
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(0.5), .absolute(200)),
                subitems: [item(.fractionalWidth(1), .absolute(50))])
            group.interItemSpacing = .fixed(10)
            return NSCollectionLayoutSection(group: group)
        }
        try expectSameFrames(file: file, swift: swift, counts: [7, 5])
    }

    @Test("nested groups, both count APIs and a custom group")
    func groups() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 11
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 200}}
                    subitems:
                      - layoutSize: {widthDimension: {fractionalWidth: 0.6}, heightDimension: {fractionalHeight: 1}}
                      - vertical:
                          layoutSize: {widthDimension: {fractionalWidth: 0.4}, heightDimension: {fractionalHeight: 1}}
                          subitem:
                            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 10}}
                          count: 3
                          interItemSpacing: {fixed: 4}
              - numberOfItems: 5
                group:
                  vertical:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 150}}
                    repeatingSubitem:
                      horizontal:
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 70}}
                        subitem:
                          layoutSize: {widthDimension: {absolute: 5}, heightDimension: {fractionalHeight: 1}}
                        count: 2
                    count: 2
              - numberOfItems: 7
                group:
                  custom:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 300}}
                    frames:
                      - {x: 0, y: 0, width: 200, height: 300}
                      - {x: 200, y: 0, width: 190, height: 150, zIndex: 2}
                      - {x: 200, y: 150, width: 190, height: 150}
            """
        let swift = UICollectionViewCompositionalLayout { index, _ in
            switch index {
            case 0:
                let column = deprecatedGroups.vertical(
                    layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)),
                    subitem: item(.fractionalWidth(1), .absolute(10)), count: 3)
                column.interItemSpacing = .fixed(4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(200)),
                    subitems: [item(.fractionalWidth(0.6), .fractionalHeight(1)), column])
                return NSCollectionLayoutSection(group: group)
            case 1:
                let row = deprecatedGroups.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(70)), subitem: item(.absolute(5), .fractionalHeight(1)),
                    count: 2)
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: size(.fractionalWidth(1), .absolute(150)), repeatingSubitem: row, count: 2)
                return NSCollectionLayoutSection(group: group)
            default:
                let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(300))) { _ in
                    [
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 300)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 190, height: 150), zIndex: 2),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 150, width: 190, height: 150)),
                    ]
                }
                return NSCollectionLayoutSection(group: group)
            }
        }
        try expectSameFrames(file: file, swift: swift, counts: [11, 5, 7])
    }

    @Test("supplementary items on items and groups, with anchors, offsets and zIndex")
    func supplementaryItems() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 6
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
                    supplementaryItems:
                      - elementKind: frame
                        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 4}}
                        containerAnchor: {edges: [bottom], absoluteOffset: {y: 2}}
                        itemAnchor: {edges: [top]}
                    subitems:
                      - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
                        supplementaryItems:
                          - elementKind: badge
                            layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}
                            containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
                            zIndex: 5
                          - elementKind: label
                            layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {absolute: 10}}
                            containerAnchor: {edges: [all]}
                            contentInsets: {leading: 1}
            """
        let swift = UICollectionViewCompositionalLayout { _, _ in
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            badge.zIndex = 5
            let label = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.fractionalWidth(0.5), .absolute(10)), elementKind: "label",
                containerAnchor: NSCollectionLayoutAnchor(edges: .all))
            label.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0)
            let cell = NSCollectionLayoutItem(
                layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge, label])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
            group.supplementaryItems = [
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(4)), elementKind: "frame",
                    containerAnchor: NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 2)),
                    itemAnchor: NSCollectionLayoutAnchor(edges: .top))
            ]
            return NSCollectionLayoutSection(group: group)
        }
        try expectSameFrames(file: file, swift: swift, counts: [6])
    }

    @Test("section properties, boundary items and decorations")
    func sectionProperties() throws {
        let file = """
            version: 1
            host: {safeAreaInsets: {top: 47, left: 30, bottom: 34, right: 10}, layoutMargins: {left: 12, right: 8}}
            sections:
              - numberOfItems: 10
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {absolute: 60}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
                contentInsets: {top: 10, leading: 16, bottom: 20, trailing: 16}
                interGroupSpacing: 6
                contentInsetsReference: layoutMargins
                supplementaryContentInsetsReference: none
                boundarySupplementaryItems:
                  - elementKind: header
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
                    alignment: top
                    pinToVisibleBounds: true
                    zIndex: 3
                    contentInsets: {leading: 4}
                  - elementKind: footer
                    layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {absolute: 30}}
                    alignment: bottomTrailing
                    absoluteOffset: {x: -5, y: 7}
                    extendsBoundary: false
                decorationItems:
                  - background: card
                    contentInsets: {top: 4, leading: 4, bottom: 4, trailing: 4}
                    zIndex: -1
              - numberOfItems: 3
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
                contentInsets: {leading: 20, trailing: 20}
                supplementariesFollowContentInsets: false
                boundarySupplementaryItems:
                  - elementKind: header
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
                    alignment: top
                decorationItems: [{background: plain}]
            """
        let host = HostSpec(
            safeAreaInsets: EdgeInsetsSpec(top: 47, left: 30, bottom: 34, right: 10),
            layoutMargins: EdgeInsetsSpec(left: 12, right: 8))
        let swift = UICollectionViewCompositionalLayout { index, _ in
            let cell = item(.fractionalWidth(1), .fractionalHeight(1))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.5), .absolute(60)), subitems: [cell])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
                section.interGroupSpacing = 6
                section.contentInsetsReference = .layoutMargins
                section.supplementaryContentInsetsReference = .none
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
                header.pinToVisibleBounds = true
                header.zIndex = 3
                header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
                let footer = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(0.5), .absolute(30)), elementKind: "footer",
                    alignment: .bottomTrailing, absoluteOffset: CGPoint(x: -5, y: 7))
                footer.extendsBoundary = false
                section.boundarySupplementaryItems = [header, footer]
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
                background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                background.zIndex = -1
                section.decorationItems = [background]
                return section
            }
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [cell])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            let settable: any DeprecatedSectionProperties = section
            settable.supplementariesFollowContentInsets = false
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
            ]
            section.decorationItems = [.background(elementKind: "plain")]
            return section
        }
        swift.register(NSObject.self, forDecorationViewOfKind: "card")
        swift.register(NSObject.self, forDecorationViewOfKind: "plain")
        try expectSameFrames(file: file, swift: swift, counts: [10, 3], host: host)
    }

    @Test("orthogonal sections with their properties, scrolled by host offsets")
    func orthogonalSections() throws {
        let file = """
            version: 1
            host:
              orthogonalScrollOffsets: [{section: 0, x: 130}, {section: 1, x: 55.5}]
            sections:
              - numberOfItems: 12
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 0.8}, heightDimension: {absolute: 100}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
                interGroupSpacing: 10
                orthogonalScrollingBehavior: groupPagingCentered
                orthogonalScrollingProperties: {decelerationRate: fast, bounce: never}
              - numberOfItems: 8
                group:
                  vertical:
                    layoutSize: {widthDimension: {absolute: 150}, heightDimension: {absolute: 120}}
                    repeatingSubitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 60}}}
                    count: 2
                orthogonalScrollingBehavior: continuous
                orthogonalScrollingProperties: {decelerationRate: 0.95, bounce: always}
            """
        let swift = UICollectionViewCompositionalLayout { index, _ in
            let cell = item(.fractionalWidth(1), .fractionalHeight(1))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [cell])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.orthogonalScrollingProperties.decelerationRate = .fast
                section.orthogonalScrollingProperties.bounce = .never
                return section
            }
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size(.absolute(150), .absolute(120)), repeatingSubitem: item(.fractionalWidth(1), .absolute(60)),
                count: 2)
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 0.95)
            section.orthogonalScrollingProperties.bounce = .always
            return section
        }
        let host = HostSpec(orthogonalScrollOffsets: [
            OrthogonalScrollOffsetSpec(section: 0, x: 130), OrthogonalScrollOffsetSpec(section: 1, x: 55.5),
        ])
        try expectSameFrames(file: file, swift: swift, counts: [12, 8], host: host)

        // The offsets reached the rows.
        let hosted = try document(file).makeHostedLayout()
        let view = hosted.collectionView
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 130, y: 0))
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 55.5, y: 0))

        // The scrolling properties reached the rows: resting offsets (behaviour and
        // deceleration rate) and pulling past the leading end (bounce) match Swift's.
        let reference = SwiftHosted(swift, counts: [12, 8], host: host).collectionView
        for section in [0, 1] {
            for velocity in [-2.0, 0.5, 3.0] {
                let released = CGPoint(x: 200, y: 0)
                #expect(
                    view.orthogonalRestingOffset(forSection: section, releasedAt: released, velocity: CGPoint(x: velocity, y: 0))
                        == reference.orthogonalRestingOffset(
                            forSection: section, releasedAt: released, velocity: CGPoint(x: velocity, y: 0)))
            }
            view.setOrthogonalScrollOffset(CGPoint(x: -25, y: 0), forSection: section)
            reference.setOrthogonalScrollOffset(CGPoint(x: -25, y: 0), forSection: section)
            #expect(view.orthogonalScrollOffset(forSection: section) == reference.orthogonalScrollOffset(forSection: section))
        }
        // Section 0 never bounces, section 1 always does.
        #expect(view.orthogonalScrollOffset(forSection: 0) == .zero)
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: -25, y: 0))
    }

    @Test("list sections and the media-items row, modified by section keys")
    func lists() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 4
                list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary, headerTopPadding: 12}
              - numberOfItems: 3
                list: {appearance: plain, showsSeparators: false}
                contentInsets: {top: 8}
              - numberOfItems: 3
                list: {appearance: grouped, headerMode: firstItemInSection}
              - numberOfItems: 2
                list: {appearance: sidebar}
              - numberOfItems: 2
                list: {appearance: sidebarPlain, headerMode: supplementary}
                boundarySupplementaryItems: []
              - numberOfItems: 6
                mediaItems: true
                interGroupSpacing: 20
            measuredSizes:
              default: {height: 50}
            """
        let swift = UICollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.footerMode = .supplementary
                configuration.headerTopPadding = 12
                return .list(using: configuration, layoutEnvironment: environment)
            case 1:
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.showsSeparators = false
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)
                return section
            case 2:
                var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
                configuration.headerMode = .firstItemInSection
                return .list(using: configuration, layoutEnvironment: environment)
            case 3:
                return .list(using: UICollectionLayoutListConfiguration(appearance: .sidebar), layoutEnvironment: environment)
            case 4:
                var configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
                configuration.headerMode = .supplementary
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                section.boundarySupplementaryItems = []
                return section
            default:
                let section = NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems()
                section.interGroupSpacing = 20
                return section
            }
        }
        let measured: (UICollectionViewLayoutAttributes) -> CGSize = { CGSize(width: $0.size.width, height: 50) }
        try expectSameFrames(file: file, swift: swift, counts: [4, 3, 3, 2, 2, 6], preferredSize: measured)
    }

    @Test("the configuration: horizontal scrolling, section spacing, insets reference, layout boundary items")
    func configuration() throws {
        let file = """
            version: 1
            host: {safeAreaInsets: {left: 44, right: 44}}
            configuration:
              scrollDirection: horizontal
              interSectionSpacing: 24
              contentInsetsReference: none
              boundarySupplementaryItems:
                - elementKind: banner
                  layoutSize: {widthDimension: {absolute: 50}, heightDimension: {fractionalHeight: 1}}
                  alignment: leading
            sections:
              - numberOfItems: 6
                group:
                  vertical:
                    layoutSize: {widthDimension: {absolute: 120}, heightDimension: {fractionalHeight: 1}}
                    repeatingSubitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}}
                    count: 3
              - numberOfItems: 4
                group:
                  vertical:
                    layoutSize: {widthDimension: {absolute: 80}, heightDimension: {fractionalHeight: 0.5}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
            """
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 24
        configuration.contentInsetsReference = .none
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(50), .fractionalHeight(1)), elementKind: "banner", alignment: .leading)
        ]
        let swift = UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                if index == 0 {
                    return NSCollectionLayoutSection(
                        group: .vertical(
                            layoutSize: size(.absolute(120), .fractionalHeight(1)),
                            repeatingSubitem: item(.fractionalWidth(1), .absolute(100)), count: 3))
                }
                return NSCollectionLayoutSection(
                    group: .vertical(
                        layoutSize: size(.absolute(80), .fractionalHeight(0.5)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            }, configuration: configuration)
        try expectSameFrames(
            file: file, swift: swift, counts: [6, 4], host: HostSpec(safeAreaInsets: EdgeInsetsSpec(left: 44, right: 44)))
    }

    @Test("the host: right to left, scale 2, screen, margins, content inset and offset")
    func host() throws {
        let file = """
            version: 1
            host:
              width: 375
              height: 600
              scale: 2
              layoutDirection: rightToLeft
              screen: {width: 390, height: 844}
              contentInset: {top: 5}
              contentOffset: {x: 0, y: 150}
            sections:
              - numberOfItems: 30
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 33.3}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 0.33}, heightDimension: {fractionalHeight: 1}}}]
                contentInsetsReference: layoutMargins
                boundarySupplementaryItems:
                  - elementKind: header
                    layoutSize: {widthDimension: {fractionalWidth: 0.7}, heightDimension: {absolute: 40}}
                    alignment: topLeading
                    pinToVisibleBounds: true
            """
        let swift = UICollectionViewCompositionalLayout { _, _ in
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(33.3)), subitems: [item(.fractionalWidth(0.33), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .layoutMargins
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(0.7), .absolute(40)), elementKind: "header", alignment: .topLeading)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        // The Swift side is hosted by hand here, so the host translation itself is checked.
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: swift)
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: 2),
            UITraitCollection(layoutDirection: .rightToLeft), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
        ])
        collectionView.screenSize = CGSize(width: 390, height: 844)
        collectionView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        collectionView.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        let dataSource = FixedCountDataSource([30])
        collectionView.dataSource = dataSource
        let expected = frames(of: collectionView)

        let hosted = try document(file).makeHostedLayout()
        let actual = frames(of: hosted.collectionView)
        #expect(hosted.collectionView.contentOffset == CGPoint(x: 0, y: 150))
        #expect(hosted.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(hosted.collectionView.traitCollection.displayScale == 2)
        #expect(actual.contentSize == expected.contentSize)
        #expect(actual.elements == expected.elements)
        #expect(actual.elements.count == 31)
        withExtendedLifetime(dataSource) {}
    }
}
