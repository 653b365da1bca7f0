#include "ScriptFile.h"

#include "interp/Parser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>

namespace tl::ui {

std::optional<QString> ScriptFile::read(const QString &path, QString *why)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        *why = tr("%1 is a folder, not a Python script.").arg(shown);
        return std::nullopt;
    }
    if (info.exists() && !info.isFile()) { // a device or pipe could be endless
        *why = tr("%1 is not a regular file, not a Python script.").arg(shown);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = tr("Cannot open %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    // Read at most one byte past the limit: the size on disk may change meanwhile.
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes || file.size() > kMaxBytes) {
        *why = tr("%1 is too large to be a script (%2 bytes; at most %3 bytes are read).")
                   .arg(shown)
                   .arg(std::max<qint64>(file.size(), bytes.size()))
                   .arg(kMaxBytes);
        return std::nullopt;
    }
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

bool ScriptFile::parses(const QString &path, const QString &source, QString *why)
{
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
        *why = tr("%1 uses something outside the Python subset TensorLens runs: line %2: %3 is not supported.")
                   .arg(QDir::toNativeSeparators(path))
                   .arg(u.line)
                   .arg(QString::fromStdString(u.construct));
        return false;
    }
    return true;
}

} // namespace tl::ui
