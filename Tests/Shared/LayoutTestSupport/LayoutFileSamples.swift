/// Layout files several test targets read.
public enum LayoutFileSamples {
    /// Three full-width rows 50 points high, in one section, in a 390 × 844 view at 3× with no
    /// safe area and the content offset at the top: row i at y = 50·i. Without a final line
    /// break: a key appended (`update:`) starts on a line of its own.
    public static let threeRows = """
        version: 1
        host: {width: 390, height: 844, scale: 3, safeAreaInsets: {top: 0, left: 0, bottom: 0, right: 0}, contentOffset: {x: 0, y: 0}}
        sections:
          - numberOfItems: 3
            group:
              vertical:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
                subitems:
                  - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}
        """
}
