#include "ScriptFile.h"

#include "UserFileReader.h"
#include "interp/Parser.h"

#include <QDir>
#include <QStringDecoder>

namespace tl::ui {

std::optional<QString> ScriptFile::read(const QString &path, QString *why)
{
    const QString shown = QDir::toNativeSeparators(path);
    const std::optional<QByteArray> read = UserFileReader::read(path, kMaxBytes, tr("a Python script"), why);
    if (!read)
        return std::nullopt;
    const QByteArray &bytes = *read;
    if (bytes.contains('\0')) {
        *why = tr("%1 is not a text file (it holds binary data): open a Python script.").arg(shown);
        return std::nullopt;
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(bytes);
    if (utf8.hasError()) {
        *why = tr("%1 is not UTF-8 text: save the script as UTF-8 and open it again.").arg(shown);
        return std::nullopt;
    }
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

bool ScriptFile::parses(const QString &path, const QString &source, QString *why, bool *outsideSubset)
{
    if (outsideSubset)
        *outsideSubset = false;
    const std::string utf8 = source.toStdString();
    const ast::ParseResult parsed = Parser::parse(utf8);
    if (parsed.syntaxError) {
        const auto &e = *parsed.syntaxError;
        *why = tr("%1 is not a Python script TensorLens can run: line %2: %3: %4")
                   .arg(QDir::toNativeSeparators(path))
                   .arg(e.line)
                   .arg(QString::fromStdString(e.type), QString::fromStdString(e.message));
        return false;
    }
    if (parsed.unsupported) {
        const auto &u = *parsed.unsupported;
        if (outsideSubset)
            *outsideSubset = true;
        *why = tr("%1 uses something outside the Python subset TensorLens runs: line %2: %3 is not supported.")
                   .arg(QDir::toNativeSeparators(path))
                   .arg(u.line)
                   .arg(QString::fromStdString(u.construct));
        return false;
    }
    return true;
}

} // namespace tl::ui
