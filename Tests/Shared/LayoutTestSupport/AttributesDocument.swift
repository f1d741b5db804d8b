public import Foundation

/// The document `complayout attributes` prints (written by `AttributesJSON`), as plain values:
/// read back from the tool's output, or encoded with `JSONEncoder` as the reference the
/// streamed writer is compared with. Numbers are the printed ones, already rounded.
public struct AttributesDocument: Codable {
    /// A width and a height.
    public struct Size: Codable {
        public var width: Double
        public var height: Double

        /// A size of `width` × `height`.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// An element's frame.
    public struct Frame: Codable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        /// A frame at (`x`, `y`) of `width` × `height`.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The frame as a rectangle.
        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// One laid-out element.
    public struct Element: Codable {
        /// `cell`, `supplementaryView` or `decorationView`.
        public var category: String
        /// The element kind; absent for cells.
        public var kind: String?
        /// The section and the item.
        public var indexPath: [Int]
        public var frame: Frame
        public var zIndex: Int

        /// An element of `category` and `kind` at `indexPath`.
        public init(category: String, kind: String?, indexPath: [Int], frame: Frame, zIndex: Int) {
            self.category = category
            self.kind = kind
            self.indexPath = indexPath
            self.frame = frame
            self.zIndex = zIndex
        }
    }

    /// The size of the whole content.
    public var contentSize: Size
    /// The elements in the order the document lists them.
    public var elements: [Element]

    /// A document of `elements` in content of `contentSize`.
    public init(contentSize: Size, elements: [Element]) {
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The document `json` (a run's standard output) holds.
    public init(json: String) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
    }
}
