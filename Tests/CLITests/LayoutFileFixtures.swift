import Foundation

/// Layout files the CLI tests write, and the attributes JSON they expect, built as
/// `AttributesJSON` prints it (sorted keys, two-space indent, `" : "`).
enum LayoutFileFixtures {
    /// A tiny layout whose every frame is worked out by hand.
    ///
    /// Host 200 × 100 at @2, no safe area. One section of 3 items, insets 10 all round, 10
    /// between groups, a 20-high header; groups full width × 30 of two half-width items:
    ///
    /// ```
    /// y   0 |  [      header 0·0     ]  |   x 10, 180 wide (the insets narrow it, B-4)
    /// y  30 |  [  0·0  ][  0·1  ]       |   the header's 20 + the top inset 10
    /// y  70 |  [  0·2  ]                |   30 + 30 + 10 between groups
    /// y 110 '---------------------------'   70 + 30 + the bottom inset 10: content 200 × 110
    /// ```
    ///
    /// Items are 0.5 × 180 = 90 wide, at x 10 and 100.
    static let tiny = """
        version: 1
        host: {width: 200, height: 100, scale: 2, safeAreaInsets: {top: 0, left: 0, bottom: 0, right: 0}}
        sections:
          - numberOfItems: 3
            interGroupSpacing: 10
            contentInsets: {top: 10, leading: 10, bottom: 10, trailing: 10}
            boundarySupplementaryItems:
              - elementKind: header
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 20}}
                alignment: top
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 30}}
                subitems:
                  - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}

        """

    /// One cell of an attributes document, one level inside `elements`.
    static func cell(_ section: Int, _ item: Int, x: String, y: String, width: String, height: String) -> String {
        """
            {
              "category" : "cell",
              "frame" : {
                "height" : \(height),
                "width" : \(width),
                "x" : \(x),
                "y" : \(y)
              },
              "indexPath" : [
                \(section),
                \(item)
              ],
              "zIndex" : 0
            }
        """
    }

    /// One supplementary view (zIndex 1, A-11) of an attributes document.
    static func supplementary(
        _ kind: String, _ section: Int, _ item: Int, x: String, y: String, width: String, height: String
    ) -> String {
        """
            {
              "category" : "supplementaryView",
              "frame" : {
                "height" : \(height),
                "width" : \(width),
                "x" : \(x),
                "y" : \(y)
              },
              "indexPath" : [
                \(section),
                \(item)
              ],
              "kind" : "\(kind)",
              "zIndex" : 1
            }
        """
    }

    /// A whole attributes document, with the final newline the tool prints.
    static func document(width: String, height: String, elements: [String]) -> String {
        """
        {
          "contentSize" : {
            "height" : \(height),
            "width" : \(width)
          },
          "elements" : [
        \(elements.joined(separator: ",\n"))
          ]
        }

        """
    }

    /// The attributes of ``tiny`` in its own host, worked out in its comment.
    static let tinyAttributes = document(
        width: "200", height: "110",
        elements: [
            cell(0, 0, x: "10", y: "30", width: "90", height: "30"),
            cell(0, 1, x: "100", y: "30", width: "90", height: "30"),
            cell(0, 2, x: "10", y: "70", width: "90", height: "30"),
            supplementary("header", 0, 0, x: "10", y: "0", width: "180", height: "20"),
        ])
}
