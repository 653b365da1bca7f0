#include "CardFace.h"

#include "CanvasFonts.h"
#include "CardValues.h"
#include "explain/ShapeText.h"
#include "session/ObjectInfo.h"
#include "session/EngineText.h"

#include <algorithm>

namespace tl::ui {

QString CardFace::shapeText(const ObjectInfo &info)
{
    QString dtype = info.dtype;
    if (dtype.startsWith(QLatin1String("torch.")))
        dtype = dtype.mid(6); // the kind in the header says whose dtype it is
    return QStringLiteral("%1 · %2 ·").arg(ShapeText::tuple(info.sizes), dtype);
}

QStringList CardFace::flags(const ObjectInfo &info)
{
    QStringList out;
    if (info.isTensor()) {
        if (info.requiresGrad)
            out << QStringLiteral("requires_grad=True");
        if (!info.gradFn.isEmpty())
            out << QStringLiteral("grad_fn=%1").arg(info.gradFn);
        else if (!info.isLeaf)
            out << QStringLiteral("is_leaf=False");
        if (info.version != 0)
            out << QStringLiteral("_version=%1").arg(info.version);
    } else if (!info.writeable) {
        out << QStringLiteral("writeable=False");
    }
    return out;
}

QString CardFace::deviceLabel(const ObjectInfo &info)
{
    const QString device = EngineText::device(info.device);
    return info.isTensor() ? device + QStringLiteral(" ⇄") : device;
}

QString CardFace::gradLabel(const ObjectInfo &info)
{
    return info.requiresGrad ? QStringLiteral("grad ✓") : QStringLiteral("grad ✗");
}

QFont CardFace::litFont()
{
    QFont f = CanvasFonts::small();
    f.setBold(true);
    return f;
}

CardFace CardFace::of(const ObjectInfo &info, const CardValues &values, CanvasDetail detail, bool news, const QString &lit)
{
    CardFace f;
    const QFont small = CanvasFonts::small();
    QFont smallBold = small;
    smallBold.setBold(true);
    // (+ 4: hinted glyphs drawn at another scale may be a little wider than measured)
    const qreal nameW = std::min<qreal>(CanvasFonts::width(CanvasFonts::title(), info.names.join(QStringLiteral(", "))) + 4, 200);
    const qreal kindW = CanvasFonts::width(CanvasFonts::body(), QStringLiteral("· ") + info.kind) + 4;
    const qreal gradW = info.isTensor() ? CanvasFonts::width(small, gradLabel(info)) + 14 : 0;
    const qreal shapeW = CanvasFonts::width(small, shapeText(info)) + 6;
    const qreal deviceW = CanvasFonts::width(smallBold, deviceLabel(info)) + (info.isTensor() ? 14 : 4);

    qreal inner = std::max(nameW + 6 + kindW + (gradW > 0 ? 8 + gradW : 0), shapeW + deviceW);
    f.values = showsValues(detail);
    if (f.values)
        inner = std::max(inner, values.size().width() + 2);
    if (news && !lit.isEmpty())
        inner = std::max(inner, CanvasFonts::width(litFont(), lit) + 8);
    // The flags wrap at the width the rest needs (a long grad_fn's name alone on a line).
    const QStringList all = flags(info);
    for (const QString &flag : all) {
        const QString joined = f.flagLines.isEmpty() ? QString() : f.flagLines.last() + QStringLiteral(" · ") + flag;
        if (!joined.isEmpty() && CanvasFonts::width(small, joined) + 4 <= inner)
            f.flagLines.last() = joined;
        else
            f.flagLines << flag;
        inner = std::max(inner, CanvasFonts::width(small, f.flagLines.last()) + 4);
    }
    inner = std::min(inner, kMaxWidth - kLeft - kRight);
    const qreal w = kLeft + inner + kRight;

    qreal y = kPad;
    f.name = QRectF(kLeft, y, std::min(nameW, inner - kindW - (gradW > 0 ? gradW + 8 : 0)), kHeader);
    f.kind = QRectF(f.name.right() + 6, y, kindW, kHeader);
    if (gradW > 0)
        f.gradToggle = QRectF(w - kRight - gradW, y + (kHeader - kToggleHeight) / 2, gradW, kToggleHeight);
    y += kHeader;
    f.shape = QRectF(kLeft, y, std::min(shapeW, inner - deviceW), kLine);
    f.device = QRectF(f.shape.right(), y + (kLine - kToggleHeight) / 2 + 1, deviceW, kToggleHeight);
    y += kLine + 1;
    f.flagsTop = y;
    y += kLine * qreal(f.flagLines.size());
    if (f.values) {
        f.valuesOrigin = QPointF(kLeft, y + kValuesGap);
        y += kValuesGap + values.size().height() + kValuesGap;
    }
    if (news) {
        f.news = QRectF(kLeft - 4, y, inner + 4, kNews);
        y += kNews;
    }
    f.size = QSizeF(w, y + kPad);
    return f;
}

} // namespace tl::ui
