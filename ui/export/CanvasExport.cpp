// Canvas export through Qt's paint devices: QImage + QImageWriter, QSvgGenerator, QPdfWriter
// (the three QPainter targets Qt's own "export scene" examples use), written through ExportFile.
#include "CanvasExport.h"

#include "ExportFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <array>

namespace tl::ui {

namespace {

struct FormatInfo {
    CanvasExport::Format format;
    const char *suffix;
    const char *filter;
};

constexpr std::array<FormatInfo, 3> kFormats{{
    {CanvasExport::Format::Png, "png", QT_TRANSLATE_NOOP("tl::ui::CanvasExport", "PNG images (*.png)")},
    {CanvasExport::Format::Svg, "svg", QT_TRANSLATE_NOOP("tl::ui::CanvasExport", "SVG drawings (*.svg)")},
    {CanvasExport::Format::Pdf, "pdf", QT_TRANSLATE_NOOP("tl::ui::CanvasExport", "PDF documents (*.pdf)")},
}};

QString filterText(const FormatInfo &info)
{
    return QCoreApplication::translate("tl::ui::CanvasExport", info.filter);
}

const QString kTitle = QStringLiteral("TensorLens canvas");
// CSS pixels: what the canvas's scene units are on a screen at 100%.
constexpr int kImageDpi = 96;

bool painted(QPainter &painter, QString *why)
{
    if (painter.isActive())
        return true;
    *why = QCoreApplication::translate("tl::ui::CanvasExport", "the drawing could not be started");
    return false;
}

bool writePng(QIODevice &device, const QSize &size, const CanvasExport::Paint &paint, QString *why)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        *why = QCoreApplication::translate("tl::ui::CanvasExport", "a %1×%2 picture does not fit in memory")
                   .arg(size.width())
                   .arg(size.height());
        return false;
    }
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    QImageWriter writer(&device, "png");
    if (writer.write(image))
        return true;
    *why = writer.errorString();
    return false;
}

bool writeSvg(QIODevice &device, const QSize &size, const CanvasExport::Paint &paint, QString *why)
{
    QSvgGenerator svg;
    svg.setOutputDevice(&device);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(kImageDpi);
    svg.setTitle(kTitle);
    QPainter painter;
    painter.begin(&svg);
    if (!painted(painter, why))
        return false;
    paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return true;
}

bool writePdf(QIODevice &device, const QSize &size, const CanvasExport::Paint &paint, QString *why)
{
    QPdfWriter pdf(&device);
    pdf.setResolution(kImageDpi);
    pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / kImageDpi, QPageSize::Point, kTitle, QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(kTitle);
    pdf.setCreator(QStringLiteral("TensorLens"));
    QPainter painter;
    painter.begin(&pdf);
    if (!painted(painter, why))
        return false;
    paint(painter, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())));
    painter.end();
    return true;
}

} // namespace

std::optional<CanvasExport::Format> CanvasExport::formatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const FormatInfo &info : kFormats)
        if (suffix == QLatin1String(info.suffix))
            return info.format;
    return std::nullopt;
}

QStringList CanvasExport::dialogFilters()
{
    QStringList filters;
    for (const FormatInfo &info : kFormats)
        filters << filterText(info);
    return filters;
}

std::optional<CanvasExport::Format> CanvasExport::formatOfFilter(const QString &filter)
{
    for (const FormatInfo &info : kFormats)
        if (filter == filterText(info))
            return info.format;
    return std::nullopt;
}

QString CanvasExport::suffixOf(Format format)
{
    for (const FormatInfo &info : kFormats)
        if (info.format == format)
            return QLatin1String(info.suffix);
    return {};
}

QString CanvasExport::withSuffix(const QString &path, Format format)
{
    return formatOf(path) ? path : path + u'.' + suffixOf(format);
}

bool CanvasExport::write(const QString &path, Format format, const QSize &size, const Paint &paint, QString *error)
{
    return ExportFile::write(
        path,
        [&](QIODevice &device, QString *why) {
            switch (format) {
            case Format::Png:
                return writePng(device, size, paint, why);
            case Format::Svg:
                return writeSvg(device, size, paint, why);
            case Format::Pdf:
                return writePdf(device, size, paint, why);
            }
            return false;
        },
        error);
}

} // namespace tl::ui
