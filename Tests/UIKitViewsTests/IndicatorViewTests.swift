import Foundation
import Testing
import UIKitViews

@MainActor
@Suite("Indicators: spinners, progress bars, page controls and refresh controls")
struct IndicatorViewTests {
    @Test("a spinner is hidden until it starts, hides again when it stops, and is 20 or 37 points square")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test("a progress bar clamps its progress to 0 … 1 and follows an observed progress")
    func progressView() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: true)
        #expect(bar.progress == 0.25)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 3
        bar.observedProgress = progress
        // 3 of 4 units: 0.75.
        #expect(bar.progress == 0.75)
        #expect(bar.intrinsicContentSize.height == 4)
    }

    @Test("a page control keeps its page in range, and only a user's tap sends valueChanged")
    func pageControl() {
        let control = UIPageControl(frame: .zero)
        var sent: [Int] = []
        control.addAction(UIAction { [unowned control] _ in sent.append(control.currentPage) }, for: .valueChanged)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = 1
        control.simulateTap(onPage: 3)
        control.simulateTap(onPage: 3)
        control.simulateTap(onPage: 7)
        #expect(sent == [3])
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test("a pull starts a refresh and sends valueChanged once; beginRefreshing sends nothing")
    func refreshControl() {
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.refreshControl = refresh
        #expect(scrollView.refreshControl === refresh)
        refresh.simulatePullToRefresh()
        refresh.simulatePullToRefresh()
        #expect(pulls == 1 && refresh.isRefreshing)
        refresh.endRefreshing()
        refresh.beginRefreshing()
        #expect(pulls == 1 && refresh.isRefreshing)
        refresh.endRefreshing()
        refresh.isEnabled = false
        refresh.simulatePullToRefresh()
        #expect(pulls == 1 && !refresh.isRefreshing)
    }

    @Test("an effect view's content view fills it as it resizes")
    func visualEffectView() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.contentView.superview === view)
        view.frame = CGRect(x: 10, y: 10, width: 200, height: 80)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect((view.effect as? UIBlurEffect)?.style == .systemMaterial)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(vibrancy.blurEffect === blur && vibrancy.style == .secondaryLabel)
    }

    @Test("font metrics at the default text size give fonts and values back, capped at a maximum size")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 28)
        let metrics = UIFontMetrics(forTextStyle: .title1)
        // At Large a scaled font keeps the given size (title 1: 28 / 28); it is not `==` the
        // font given, as it also remembers how it scales.
        let scaled = metrics.scaledFont(for: font)
        #expect(scaled.pointSize == 28 && scaled.fontName == font.fontName && scaled != font)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 40).pointSize == 28)
        #expect(UIFontMetrics.default.textStyle == .body)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
    }

    @Test("feedback generators count what they played")
    func feedback() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        notification.notificationOccurred(.error)
        #expect(impact.playedCount == 2 && impact.style == .rigid)
        #expect(notification.playedTypes == [.success, .error])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}

/// Records what a text view's delegate is asked and told.
@MainActor
private final class TextViewLog: UITextViewDelegate {
    var events: [String] = []
    var refuses: String?

    func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        events.append("should \(range.location) \(text)")
        return text != refuses
    }
    func textViewDidChange(_ textView: UITextView) { events.append("changed \(textView.text ?? "")") }
    func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
}

@MainActor
@Suite("Text views and the app")
struct TextViewAndApplicationTests {
    @Test("typing asks and tells the delegate in UIKit's order; setting text tells nothing")
    func typing() {
        let log = TextViewLog()
        log.refuses = "!"
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.delegate = log
        textView.text = "Hi"
        #expect(log.events.isEmpty)
        #expect(textView.simulateTyping(" there"))
        #expect(!textView.simulateTyping("!"))
        textView.simulateEndEditing()
        // "Hi" is 2 UTF-16 units: " there" goes at 2; "!" was asked at 8 and refused.
        #expect(log.events == ["begin", "should 2  there", "changed Hi there", "should 8 !", "end"])
        #expect(textView.text == "Hi there" && textView.selectedRange == NSRange(location: 8, length: 0))
        textView.isEditable = false
        #expect(!textView.simulateTyping("x"))
    }

    @Test("the app records the URLs it opens and sends actions to a target or up the responder chain")
    func application() throws {
        let app = UIApplication.shared
        let url = try #require(URL(string: "https://example.com/mountains"))
        var opened: Bool?
        app.open(url) { opened = $0 }
        #expect(app.openedURLs.last == url && opened == true)
        #expect(app.canOpenURL(url))
        final class Target {
            var count = 0
            func bump() { count += 1 }
        }
        let target = Target()
        #expect(app.sendAction(Selector(Target.bump), to: target, from: nil, for: nil))
        #expect(!app.sendAction(Selector(Target.bump), to: nil, from: nil, for: nil))
        #expect(!app.sendAction("bump", to: target, from: nil, for: nil))
        #expect(target.count == 1)
    }
}
