// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/yamleditorpage.h"

#include "core/codec/document.h"
#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/secretmasker.h"
#include "ui/builder/builderpage.h"
#include "ui/text/codehighlighter.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

YamlEditorPage::YamlEditorPage(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(BuilderPage::heading(tr("Edit as YAML"), this));
    outer->addWidget(
        BuilderPage::hint(tr("The job as a TrainJob. Edit it and apply to update the form; the "
                             "form keeps what it cannot show. Secrets appear as \"%1\" and stay "
                             "as they are unless you replace that text.")
                              .arg(SecretMasker::Mask),
                          this));
    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("yamlEditor"));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    CodeHighlighter::install(m_editor, CodeHighlighter::Yaml);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_filling)
            m_dirty = true;
    });
    outer->addWidget(m_editor, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("yamlStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    auto *row = new QHBoxLayout;
    row->addWidget(m_status, 1);
    auto *reload = new QPushButton(tr("&Reload from Form"), this);
    reload->setObjectName(QStringLiteral("reloadYaml"));
    connect(reload, &QPushButton::clicked, this, &YamlEditorPage::reloadRequested);
    auto *apply = new QPushButton(tr("&Apply to Form"), this);
    apply->setObjectName(QStringLiteral("applyYaml"));
    connect(apply, &QPushButton::clicked, this, &YamlEditorPage::applyRequested);
    row->addWidget(reload);
    row->addWidget(apply);
    outer->addLayout(row);
}

void YamlEditorPage::showJob(const TrainJob &job)
{
    m_filling = true;
    m_editor->setPlainText(QString::fromUtf8(TrainJobCodec::toYaml(SecretMasker::masked(job))));
    m_filling = false;
    m_dirty = false;
    setStatus(tr("Showing the form as YAML."), false);
}

void YamlEditorPage::setApplied()
{
    m_dirty = false;
    setStatus(tr("Applied to the form."), false);
}

QString YamlEditorPage::status() const
{
    return m_status->text();
}

void YamlEditorPage::setStatus(const QString &text)
{
    m_status->setText(text);
}

void YamlEditorPage::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, QColor(0xd3, 0x2f, 0x2f));
    m_status->setPalette(p);
}

Result<TrainJob> YamlEditorPage::edited(const TrainJob &current)
{
    const QByteArray bytes = m_editor->toPlainText().toUtf8();
    auto fail = [this](const Error &e) -> Result<TrainJob> {
        QString text = e.line > 0
                           ? tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(e.message)
                           : e.message;
        if (!e.field.isEmpty() && e.line <= 0)
            text = e.field + QStringLiteral(": ") + text;
        setStatus(text, true);
        if (e.line > 0) {
            // Put the cursor where the problem is, so the user can fix it right away.
            QTextCursor c(m_editor->document()->findBlockByNumber(e.line - 1));
            c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, qMax(0, e.column - 1));
            m_editor->setTextCursor(c);
        }
        return e;
    };
    auto doc = Document::parse(bytes, tr("YAML editor"));
    if (!doc)
        return fail(doc.error());
    QList<Error> problems;
    auto decoded = TrainJobCodec::decode(*doc, &problems);
    if (!decoded)
        return fail(decoded.error());
    TrainJob edited = *decoded;
    SecretMasker::restore(edited, current);
    edited.sourceFile = current.sourceFile;
    // The editor shows the TrainJob alone; a runtime from the job's file stays with it.
    if (!edited.fileRuntime)
        edited.fileRuntime = current.fileRuntime;
    if (auto *c = std::get_if<CustomTrainer>(&edited.trainer); c && !c->scriptPath.isEmpty()) {
        const auto *old = std::get_if<CustomTrainer>(&current.trainer);
        if (old && old->scriptPath == c->scriptPath && old->scriptLoaded) {
            c->scriptContent = old->scriptContent;
            c->scriptLoaded = true;
        } else {
            JobLoader::loadScript(edited);
        }
    }
    return edited;
}

} // namespace TrainDeck::Ui
