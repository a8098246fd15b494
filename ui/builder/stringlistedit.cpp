// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/stringlistedit.h"

#include "ui/text/monospacefont.h"

namespace TrainDeck::Ui {

StringListEdit::StringListEdit(int visibleLines, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_visibleLines(visibleLines)
{
    MonospaceFont::apply(this);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(true);
    const int h = fontMetrics().lineSpacing() * m_visibleLines + 2 * frameWidth()
                  + int(document()->documentMargin() * 2);
    setMinimumHeight(h);
    // Fixed: a long list scrolls instead of pushing the form apart.
    setMaximumHeight(h);
}

QStringList StringListEdit::values() const
{
    QStringList out;
    const QStringList lines = toPlainText().split(u'\n');
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (!t.isEmpty() && !t.startsWith(u'#'))
            out << t;
    }
    return out;
}

void StringListEdit::setValues(const QStringList &values)
{
    if (values != this->values())
        setPlainText(values.join(u'\n'));
}

QSize StringListEdit::sizeHint() const
{
    return {QPlainTextEdit::sizeHint().width(), minimumHeight()};
}

} // namespace TrainDeck::Ui
