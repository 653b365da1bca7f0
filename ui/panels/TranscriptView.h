#pragma once
// Read-only text as a terminal shows it: printed output in the text colour, tracebacks
// and other stderr text in the theme's error colour, recoloured when the theme changes.
// The Output pane and the console's transcript are both one.
#include <QPlainTextEdit>
#include <QVector>

namespace tl::ui {

class TranscriptView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit TranscriptView(QWidget *parent = nullptr);

    // Everything, in order; only stdout; only stderr.
    QString allText() const;
    QString printedText() const;
    QString errorText() const;

public slots:
    void append(const QString &text, bool isError);
    void clearText();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Piece {
        QString text;
        bool isError;
    };
    void insert(const Piece &piece);
    void redraw();

    QVector<Piece> pieces_;
};

} // namespace tl::ui
