import Yams

/// A file's text as Unicode scalars with the start of every line, so that the text at a
/// parser mark (1-based line and column, columns counted in scalars as libyaml counts them)
/// is found in O(1). Built once per file, in O(length), and only when a check needs the text
/// itself: what the node tree does not keep (flow or block style, explicit tags, where an
/// alias is written).
struct SourceText {
    private let scalars: [Unicode.Scalar]
    /// The index in `scalars` where each line starts; line 1 starts at 0.
    private let lineStarts: [Int]

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var starts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            if LineTable.isBreak(scalar) { starts.append(index) }
        }
        self.scalars = scalars
        self.lineStarts = starts
    }

    /// The scalar index of `mark`, or `nil` when the mark is outside the text.
    func index(of mark: Mark) -> Int? {
        guard mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1 else { return nil }
        let index = lineStarts[mark.line - 1] + mark.column - 1
        return index < scalars.count ? index : nil
    }

    /// The 1-based line and column of scalar `index`.
    func location(ofIndex index: Int) -> SourceLocation {
        // The last line starting at or before `index`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: index - lineStarts[low] + 1)
    }

    /// The first scalar of the node written at `mark` after its properties (an anchor `&a`,
    /// a tag `!t`) and the white space after them, and whether it had any of each.
    func nodeStart(at mark: Mark) -> (first: Unicode.Scalar?, hasAnchor: Bool, hasTag: Bool) {
        guard var index = index(of: mark) else { return (nil, false, false) }
        var hasAnchor = false
        var hasTag = false
        while index < scalars.count, scalars[index] == "&" || scalars[index] == "!" {
            if scalars[index] == "&" { hasAnchor = true } else { hasTag = true }
            while index < scalars.count, !Self.endsProperty(scalars[index]) { index += 1 }
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || LineTable.isBreak(scalars[index]) {
                index += 1
            }
        }
        return (index < scalars.count ? scalars[index] : nil, hasAnchor, hasTag)
    }

    /// Where the `ordinal`-th (0-based) alias of anchor `name` is written, counting aliases of
    /// that name in text order; `nil` when the text has fewer.
    ///
    /// An alias is `*` followed by the name where a node may start: after white space, a
    /// line break, `[`, `{` or `,`, and followed by white space, a line break, `,`, `]`, `}`
    /// or `:`. Comments and quoted strings are skipped. A plain scalar that ends in ` *name`
    /// would be miscounted; this finds where to point a diagnostic, nothing more.
    func aliasLocation(name: String, ordinal: Int) -> SourceLocation? {
        let nameScalars = Array(name.unicodeScalars)
        var remaining = ordinal
        var index = 0
        var previous: Unicode.Scalar = "\n"
        while index < scalars.count {
            let scalar = scalars[index]
            let atNodeStart = previous == " " || previous == "\t" || LineTable.isBreak(previous) || "[{,".unicodeScalars.contains(previous)
            if scalar == "#", previous == " " || previous == "\t" || LineTable.isBreak(previous) {
                while index < scalars.count, !LineTable.isBreak(scalars[index]) { index += 1 }
                previous = " "
                continue
            }
            if atNodeStart, scalar == "\"" || scalar == "'" {
                index = endOfQuoted(from: index)
                previous = "\""
                continue
            }
            if atNodeStart, scalar == "*", matches(nameScalars, at: index + 1) {
                if remaining == 0 { return location(ofIndex: index) }
                remaining -= 1
            }
            previous = scalar
            index += 1
        }
        return nil
    }

    /// Whether `name` is written at `index` as a whole alias name.
    private func matches(_ name: [Unicode.Scalar], at index: Int) -> Bool {
        let end = index + name.count
        guard end <= scalars.count, scalars[index..<end].elementsEqual(name) else { return false }
        guard end < scalars.count else { return true }
        let next = scalars[end]
        return next == " " || next == "\t" || LineTable.isBreak(next) || ",]}:".unicodeScalars.contains(next)
    }

    /// The index just past the quoted string starting at `index` (`"` with backslash escapes,
    /// `'` with doubled quotes).
    private func endOfQuoted(from index: Int) -> Int {
        let quote = scalars[index]
        var index = index + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if quote == "\"", scalar == "\\" {
                index += 2
                continue
            }
            if scalar == quote {
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return index
    }

    /// Whether `scalar` ends an anchor or tag: white space, a line break or a flow indicator.
    private static func endsProperty(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || LineTable.isBreak(scalar) || ",[]{}".unicodeScalars.contains(scalar)
    }
}
