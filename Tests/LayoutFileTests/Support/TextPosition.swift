/// The 1-based column of the first `needle` on 1-based `line` of `text`, counted in Unicode
/// scalars: a way to write expected locations that follows the test's own input.
func column(of needle: String, line: Int, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(line - 1), let range = lines[line - 1].range(of: needle) else { return -1 }
    return lines[line - 1].unicodeScalars[..<range.lowerBound].count + 1
}
