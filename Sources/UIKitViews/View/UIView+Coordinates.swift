extension UIView {
    /// `point`, given in this view's coordinates, in the coordinates of `view`.
    ///
    /// A point in a view's coordinates is placed in its superview's by taking it relative to
    /// the middle of ``bounds`` (so a scroll view's content offset counts), applying
    /// ``transform`` and adding ``center``. With `view` `nil`, the result is in the space the
    /// root of this view's hierarchy is placed in (its frame's coordinates), which stands for
    /// the window's; views in separate hierarchies are converted as if their roots shared
    /// that space.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let base = pointInRootSpace(point)
        guard let view else { return base }
        return view.pointFromRootSpace(base)
    }

    /// `point`, given in the coordinates of `view` (the root's placement space when `nil`), in
    /// this view's coordinates. The inverse of ``convert(_:to:)-(CGPoint,_)``.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRootSpace(view?.pointInRootSpace(point) ?? point)
    }

    /// `rect`, given in this view's coordinates, in the coordinates of `view`: the smallest
    /// upright rectangle holding its converted corners (the rectangle itself when no transform
    /// is involved). The null rectangle stays null.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// `rect`, given in the coordinates of `view`, in this view's coordinates (see
    /// ``convert(_:to:)-(CGRect,_)``).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// What ``hitTest(_:with:)`` answers (see there).
    func deepestView(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// `point`, in this view's coordinates, in its superview's.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = self.bounds
        if transform == .identity {
            // Through the frame's origin, which reads back exactly as written.
            let origin = frame.origin
            return CGPoint(x: origin.x + (point.x - bounds.origin.x), y: origin.y + (point.y - bounds.origin.y))
        }
        let moved = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transform)
        let center = self.center
        return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }

    /// `point`, in the superview's coordinates, in this view's.
    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if transform == .identity {
            let origin = frame.origin
            let boundsOrigin = bounds.origin
            return CGPoint(x: boundsOrigin.x + (point.x - origin.x), y: boundsOrigin.y + (point.y - origin.y))
        }
        let center = self.center
        let moved = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transform.inverted())
        let bounds = self.bounds
        return CGPoint(x: moved.x + bounds.midX, y: moved.y + bounds.midY)
    }

    /// `point`, in this view's coordinates, in the space the root of its hierarchy is placed
    /// in.
    private func pointInRootSpace(_ point: CGPoint) -> CGPoint {
        var result = pointInSuperview(point)
        var view = self
        while let superview = view.superview {
            result = superview.pointInSuperview(result)
            view = superview
        }
        return result
    }

    /// `point`, in the space the root of this view's hierarchy is placed in, in this view's
    /// coordinates.
    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        let inSuperview = superview?.pointFromRootSpace(point) ?? point
        return pointFromSuperview(inSuperview)
    }

    /// The smallest upright rectangle holding the four corners of `rect` mapped by `map`.
    private static func boundingBox(of rect: CGRect, map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            map(CGPoint(x: rect.minX, y: rect.minY)), map(CGPoint(x: rect.maxX, y: rect.minY)),
            map(CGPoint(x: rect.minX, y: rect.maxY)), map(CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
