// Where lines may break: a simplified Unicode line breaking algorithm (UAX #14) that covers
//
// - mandatory breaks after LF, CR (CR LF as one), VT, FF, NEL, U+2028 and U+2029;
// - a break after a run of spaces (U+0020, tab, U+3000 ideographic space), never before one;
// - a break after a hyphen (U+002D, U+2010), an en or em dash (U+2013, U+2014) or a zero-width
//   space (U+200B), when a non-space precedes it and neither a space nor a digit follows;
// - breaks before and after ideographs, kana and hangul (CJK Unified Ideographs and their
//   extensions and compatibility block, hiragana, katakana, hangul syllables and jamo, the
//   fullwidth forms), except before closing punctuation and small kana (、。，．！？：；)」』】〕
//   〉》〗〙ー and the small kana) and after opening punctuation (「『（【〔〈《〖〘);
// - never inside a cluster: not before a combining mark, a variation selector or a zero-width
//   joiner, nor after a zero-width joiner.
//
// Not covered: numbers with their prefixes and suffixes, quotation marks, Thai and other
// dictionary-based scripts, emoji modifiers and regional indicator pairs, and the Southeast
// Asian and right-to-left rules.

/// The line breaking classes the layout tells apart.
enum LineBreakRules {
    /// Whether `scalar` ends a paragraph (a mandatory break). CR followed by LF ends one
    /// paragraph, at the LF.
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether `scalar` is a space that hangs at a line's end and breaks after it.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x20 || scalar.value == 0x09 || scalar.value == 0x3000
    }

    /// Whether a line may break after `scalar` when a non-space precedes it.
    static func breaksAfter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2010, 0x2013, 0x2014, 0x200B: true
        default: false
        }
    }

    /// Whether `scalar` is an ideograph, kana or hangul: a line may break on either side.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3005...0x3007, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60,
            0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// Whether a line may not break before `scalar`: closing punctuation and small kana.
    static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F,
            0x3011, 0x3015, 0x3017, 0x3019, 0x30FC, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F,
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3,
            0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            true
        default: false
        }
    }

    /// Whether a line may not break after `scalar`: opening punctuation.
    static func isOpening(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0xFF08: true
        default: false
        }
    }

    /// Whether `scalar` belongs to the character before it (a combining mark, variation
    /// selector or joiner), so that nothing breaks before it.
    static func extendsCluster(_ scalar: Unicode.Scalar) -> Bool {
        FontMetrics.isCombiningMark(scalar)
    }

    /// Whether a line may end between `scalars[index - 1]` and `scalars[index]` (both inside
    /// one paragraph), by word: after spaces, hyphens and dashes, and around ideographs.
    static func isWordBoundary(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard isClusterBoundary(scalars, at: index) else { return false }
        let before = scalars[index - 1]
        let after = scalars[index]
        if isSpace(after) { return false }
        if isSpace(before) { return true }
        if breaksAfter(before) {
            let precededByText = index >= 2 && !isSpace(scalars[index - 2])
            let digit = after.value >= 0x30 && after.value <= 0x39
            return before.value == 0x200B || (precededByText && !digit)
        }
        if isIdeographic(before) || isIdeographic(after) {
            return !isClosing(after) && !isOpening(before)
        }
        return false
    }

    /// Whether `index` starts a new character (grapheme cluster, simplified): not before a
    /// combining mark or joiner, nor after a zero-width joiner.
    static func isClusterBoundary(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index < scalars.count else { return true }
        return !extendsCluster(scalars[index]) && scalars[index - 1].value != 0x200D
    }
}
