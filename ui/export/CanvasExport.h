#pragma once
// The canvas as a file: a PNG picture, or an SVG or PDF drawing in which the canvas's
// shapes stay shapes and its text stays text (QSvgGenerator, QPdfWriter: Qt's vector paint
// devices). The format comes from the file's suffix, else from the save dialog's filter.
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QPainter;
class QRectF;

namespace tl::ui {

class CanvasExport {
public:
    enum class Format { Png, Svg, Pdf };
    // Draws the picture fitted into `target` (CanvasView::paintCanvas).
    using Paint = std::function<void(QPainter &painter, const QRectF &target)>;

    // The format a file name asks for by its suffix, any case; none for other suffixes.
    static std::optional<Format> formatOf(const QString &path);
    // The save dialog's filters ("PNG images (*.png)", …) and the format of one of them.
    static QStringList dialogFilters();
    static std::optional<Format> formatOfFilter(const QString &filter);
    static QString suffixOf(Format format);
    // `path` as the dialog answered it, given the format's suffix when it has none of ours.
    static QString withSuffix(const QString &path, Format format);

    // Writes the picture `size` pixels wide and high (for SVG its viewBox, for PDF the page
    // at 96 dpi) whole or not at all; `error` says why not (ExportFile's words).
    static bool write(const QString &path, Format format, const QSize &size, const Paint &paint, QString *error = nullptr);
};

} // namespace tl::ui
