#include "NameRule.h"

#include "interp/Lexer.h"
#include "interp/PythonNames.h"

namespace tl::ui {

QString NameRule::refusal(const QString &typed)
{
    const QString name = typed.trimmed();
    if (name.isEmpty())
        return tr("Give the new object a name, e.g. a.");
    const QByteArray utf8 = name.toUtf8();
    tl::Lexer lexer(std::string_view(utf8.constData(), size_t(utf8.size())));
    const tl::Token first = lexer.next();
    tl::Token rest = lexer.next();
    while (rest.kind == tl::TokenKind::Newline)
        rest = lexer.next();
    if (first.kind != tl::TokenKind::Name || rest.kind != tl::TokenKind::EndMarker) {
        if (first.kind >= tl::TokenKind::KwFalse && rest.kind == tl::TokenKind::EndMarker)
            return tr("'%1' is a Python keyword: choose another name.").arg(name);
        return tr("'%1' is not a Python name: use letters, digits and _, not starting with a digit (e.g. b2).").arg(name);
    }
    if (name == QLatin1String("torch") || name == QLatin1String("np") || name == QLatin1String("numpy"))
        return tr("'%1' names the %2 module: an object named so would hide it, and every later %1.… would fail. Choose another name.")
            .arg(name, name == QLatin1String("torch") ? QStringLiteral("torch") : QStringLiteral("NumPy"));
    if (tl::PythonNames::builtinHas(utf8.toStdString()))
        return tr("'%1' is one of Python's built-ins: an object named so would hide it from every later statement. Choose another name.")
            .arg(name);
    return {};
}

} // namespace tl::ui
