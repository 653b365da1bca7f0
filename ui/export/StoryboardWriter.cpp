// Storyboard PDF pages drawn with QPainter on QPdfWriter, one newPage() per step, as Qt's
// printing examples lay out headed pages; text stays text in the PDF.
#include "StoryboardWriter.h"

#include "ExportFile.h"
#include "theme/MonospaceFont.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QIODevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace tl::ui {

namespace {

// Device pixels at 96 dpi: an A4 landscape page is 1123 × 794 of them.
constexpr int kPageDpi = 96;
constexpr qreal kMargin = 40;
constexpr qreal kBlockGap = 14;
constexpr int kHeaderPixels = 15;
constexpr int kCodePixels = 28;
constexpr int kNarrationPixels = 17;
const QColor kInk(0x20, 0x24, 0x2a);
const QColor kMuted(0x5f, 0x66, 0x70);
const QColor kFrame(0xc8, 0xcd, 0xd4);

QString tr(const char *text)
{
    return QCoreApplication::translate("tl::ui::StoryboardWriter", text);
}

QFont sized(QFont font, int pixels, bool bold = false)
{
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

// Draws `text` wrapped in the top of `area` and returns the height it took.
qreal drawBlock(QPainter &painter, const QRectF &area, const QFont &font, const QColor &colour, const QString &text, int flags)
{
    if (text.isEmpty())
        return 0;
    painter.setFont(font);
    painter.setPen(colour);
    const QRectF used = painter.boundingRect(area, flags, text);
    painter.drawText(area, flags, text);
    return used.height();
}

} // namespace

StoryboardWriter::StoryboardWriter(QList<StoryboardPage> pages, RenderStep render)
    : pages_(std::move(pages)), render_(std::move(render))
{
}

void StoryboardWriter::paintPage(QPainter &painter, const QRectF &page, const StoryboardPage &data) const
{
    QRectF area = page.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const QString where = data.line > 0 ? tr("Step %1 · line %2").arg(data.step).arg(data.line) : tr("Step %1").arg(data.step);
    const QString header = title_.isEmpty() ? where : where + QStringLiteral("   —   ") + title_;
    area.setTop(area.top() + drawBlock(painter, area, sized(QFont(), kHeaderPixels, true), kMuted, header,
                                       Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine) + kBlockGap / 2);
    area.setTop(area.top() + drawBlock(painter, area, sized(MonospaceFont::family(), kCodePixels, true), kInk, data.code,
                                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWrapAnywhere) + kBlockGap / 2);
    area.setTop(area.top() + drawBlock(painter, area, sized(QFont(), kNarrationPixels), kInk, data.narration,
                                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap) + kBlockGap);
    if (area.height() <= kBlockGap)
        return;
    painter.setPen(QPen(kFrame, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
    painter.save();
    painter.setClipRect(area);
    render_(data.step, painter, area.adjusted(1, 1, -1, -1));
    painter.restore();
}

bool StoryboardWriter::write(const QString &path, QString *error) const
{
    return ExportFile::write(
        path,
        [this](QIODevice &device, QString *why) {
            if (pages_.isEmpty()) {
                *why = tr("there are no steps to show");
                return false;
            }
            QPdfWriter pdf(&device);
            pdf.setResolution(kPageDpi);
            pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0)));
            pdf.setTitle(title_.isEmpty() ? tr("TensorLens storyboard") : title_);
            pdf.setCreator(QStringLiteral("TensorLens"));
            QPainter painter;
            if (!painter.begin(&pdf)) {
                *why = tr("the document could not be started");
                return false;
            }
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            const QRectF page(0, 0, pdf.width(), pdf.height());
            for (qsizetype i = 0; i < pages_.size(); ++i) {
                if (i > 0)
                    pdf.newPage();
                paintPage(painter, page, pages_[i]);
            }
            painter.end();
            return true;
        },
        error);
}

} // namespace tl::ui
