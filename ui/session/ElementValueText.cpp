#include "ElementValueText.h"

#include "core/DType.h"
#include "interp/Lexer.h"

namespace tl::ui {

namespace {

enum class Family { Bool, Integer, Real };

QString withoutTorch(const QString &dtype)
{
    return dtype.startsWith(QLatin1String("torch.")) ? dtype.mid(6) : dtype;
}

// From the engine's one dtype list (a NumPy dtype's name is its torch name too).
Family familyOf(const QString &dtype)
{
    const std::optional<tl::DType> d = tl::dtypeFromTorchName(withoutTorch(dtype).toStdString());
    if (!d)
        return Family::Real;
    switch (tl::numpyKind(*d)) {
    case 'b': return Family::Bool;
    case 'i':
    case 'u': return Family::Integer;
    default: return Family::Real;
    }
}

} // namespace

ElementValueText::Reading ElementValueText::read(const QString &typed, const QString &dtype)
{
    const QString text = typed.trimmed();
    const Family family = familyOf(dtype);
    const QString kind = withoutTorch(dtype);
    if (text.isEmpty())
        return {{}, tr("Type a value, e.g. %1.").arg(family == Family::Bool ? QStringLiteral("True") : QStringLiteral("10"))};
    // Spelled as float() reads them: any case, with an optional sign.
    const QString lower = text.toLower();
    QString sign;
    QString body = lower;
    if (body.startsWith(u'-') || body.startsWith(u'+')) {
        sign = body.left(1) == QLatin1String("-") ? QStringLiteral("-") : QString();
        body = body.mid(1).trimmed();
    }
    if (body == QLatin1String("inf") || body == QLatin1String("infinity") || body == QLatin1String("nan")) {
        if (family == Family::Bool || family == Family::Integer)
            return {{}, tr("%1 elements hold whole numbers: %2 is not one.").arg(kind, text)};
        return {QStringLiteral("float('%1%2')").arg(sign, body == QLatin1String("nan") ? QStringLiteral("nan") : QStringLiteral("inf")), {}};
    }
    if (text == QLatin1String("True") || text == QLatin1String("False"))
        return {text, {}};
    // A number literal, as the engine's tokenizer reads one: nothing else runs.
    const QByteArray utf8 = text.toUtf8();
    tl::Lexer lexer(std::string_view(utf8.constData(), size_t(utf8.size())));
    tl::Token t = lexer.next();
    QString code;
    if (t.kind == tl::TokenKind::Minus || t.kind == tl::TokenKind::Plus) {
        code = t.kind == tl::TokenKind::Minus ? QStringLiteral("-") : QString();
        t = lexer.next();
    }
    const tl::Token number = t;
    t = lexer.next();
    while (t.kind == tl::TokenKind::Newline)
        t = lexer.next();
    if (number.kind != tl::TokenKind::Number || t.kind != tl::TokenKind::EndMarker)
        return {{}, tr("'%1' is not a number: type a value such as 10, -2.5, 1e-3, inf, nan, True or False.").arg(text)};
    const QString literal = QString::fromStdString(number.text);
    const QString lowerLiteral = literal.toLower();
    const bool imaginary = lowerLiteral.endsWith(u'j');
    const bool prefixed = lowerLiteral.startsWith(QLatin1String("0x")) || lowerLiteral.startsWith(QLatin1String("0o")) ||
                          lowerLiteral.startsWith(QLatin1String("0b"));
    const bool whole = !imaginary && (prefixed || (!lowerLiteral.contains(u'.') && !lowerLiteral.contains(u'e')));
    if (imaginary)
        return {{}, tr("%1 elements are real numbers: %2 is complex.").arg(kind, text)};
    if (family == Family::Integer && !whole)
        return {{}, tr("%1 elements hold whole numbers: %2 is not one.").arg(kind, text)};
    if (family == Family::Bool) {
        const bool zeroOrOne = whole && !prefixed && (literal == QLatin1String("0") || literal == QLatin1String("1")) && code.isEmpty();
        if (!zeroOrOne)
            return {{}, tr("bool elements hold True or False: type True, False, 1 or 0.")};
    }
    return {code + literal, {}};
}

} // namespace tl::ui
