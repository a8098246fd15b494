// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/scriptpage.h"

#include "core/codec/trainjobcodec.h"
#include "ui/builder/commandline.h"
#include "ui/builder/keyvaluetable.h"
#include "ui/builder/stringlistedit.h"
#include "ui/builder/validatedfield.h"
#include "ui/text/codehighlighter.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

QString cellFromJson(const nlohmann::ordered_json &v)
{
    if (v.is_string()) {
        const QString s = QString::fromStdString(v.get<std::string>());
        // A string that reads as JSON (a number, true) keeps its quotes to stay a string.
        const auto parsed = nlohmann::ordered_json::parse(v.get<std::string>(), nullptr, false);
        if (!parsed.is_discarded() && !s.trimmed().isEmpty())
            return QString::fromStdString(v.dump());
        return s;
    }
    return QString::fromStdString(v.dump());
}

nlohmann::ordered_json jsonFromCell(const QString &text)
{
    const auto parsed = nlohmann::ordered_json::parse(text.toStdString(), nullptr, false);
    if (!parsed.is_discarded())
        return parsed;
    return text.toStdString();
}

} // namespace

ScriptPage::ScriptPage(QWidget *parent)
    : BuilderPage(parent)
{
    const QString ann = QStringLiteral("metadata.annotations.") + TrainJobCodec::AnnotationPrefix;
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Training script"), this));

    auto *sourceRow = new QHBoxLayout;
    m_scriptSource = hint(QString(), this);
    m_scriptSource->setObjectName(QStringLiteral("scriptSource"));
    auto *open = new QPushButton(tr("&Open Script…"), this);
    open->setObjectName(QStringLiteral("openScript"));
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Training Script"), {}, tr("Python scripts (*.py)"));
        if (!path.isEmpty())
            emit scriptChosen(path);
    });
    sourceRow->addWidget(m_scriptSource, 1);
    sourceRow->addWidget(open);
    outer->addLayout(sourceRow);

    m_script = new QPlainTextEdit(this);
    m_script->setObjectName(QStringLiteral("script"));
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_script->setTabChangesFocus(false);
    m_script->setPlaceholderText(tr("# Python training code, run on every node.\n"
                                    "# Name a function below to call it with the arguments, or "
                                    "leave it empty to run the script as __main__."));
    CodeHighlighter::install(m_script, CodeHighlighter::Python);
    m_script->setTabStopDistance(m_script->fontMetrics().horizontalAdvance(u' ') * 4);
    m_script->setMinimumHeight(260);
    connect(m_script, &QPlainTextEdit::textChanged, this, [this] {
        if (loading())
            return;
        if (!m_scriptPath.isEmpty())
            m_scriptSource->setText(m_script->toPlainText() == m_scriptFileText
                                        ? tr("From %1").arg(QDir::toNativeSeparators(m_scriptPath))
                                        : tr("Edited copy of %1 (sent inline)")
                                              .arg(QFileInfo(m_scriptPath).fileName()));
        edited();
    });
    outer->addWidget(bind({ann + QStringLiteral("script*"),
                           QStringLiteral("spec.trainer.command*"),
                           QStringLiteral("metadata.annotations")},
                          m_script),
                     1);

    auto *form = pageForm(nullptr);
    outer->addLayout(form);
    m_function = new QLineEdit(this);
    m_function->setObjectName(QStringLiteral("function"));
    m_function->setPlaceholderText(tr("empty: run the script as __main__"));
    connect(m_function, &QLineEdit::textChanged, this, &ScriptPage::edited);
    form->addRow(tr("&Function:"), bind(ann + QStringLiteral("function"), m_function));

    m_funcArgs = new KeyValueTable(tr("Argument"), tr("Value (JSON or text)"), this);
    m_funcArgs->setObjectName(QStringLiteral("funcArgs"));
    connect(m_funcArgs, &KeyValueTable::changed, this, &ScriptPage::edited);
    form->addRow(tr("Function ar&guments:"), bind(ann + QStringLiteral("func-args"), m_funcArgs));

    m_scriptArgs = new QLineEdit(this);
    m_scriptArgs->setObjectName(QStringLiteral("scriptArgs"));
    m_scriptArgs->setPlaceholderText(tr("command-line arguments, e.g. --epochs 3"));
    connect(m_scriptArgs, &QLineEdit::textChanged, this, &ScriptPage::edited);
    form->addRow(tr("Script &arguments:"),
                 bind(QStringLiteral("spec.trainer.args*"), m_scriptArgs));

    m_packages = new StringListEdit(3, this);
    m_packages->setObjectName(QStringLiteral("packages"));
    m_packages->setPlaceholderText(tr("one requirement per line, e.g. torchvision or pandas>=2"));
    connect(m_packages, &QPlainTextEdit::textChanged, this, &ScriptPage::edited);
    form->addRow(tr("&Packages to install:"), bind(ann + QStringLiteral("packages"), m_packages));

    m_indexUrls = new StringListEdit(2, this);
    m_indexUrls->setObjectName(QStringLiteral("indexUrls"));
    m_indexUrls->setPlaceholderText(tr("https://pypi.org/simple (first: --index-url, then "
                                       "--extra-index-url)"));
    connect(m_indexUrls, &QPlainTextEdit::textChanged, this, &ScriptPage::edited);
    form->addRow(tr("Pip &index URLs:"), bind(ann + QStringLiteral("pip-index-urls"), m_indexUrls));

    m_scriptImage = new QLineEdit(this);
    m_scriptImage->setObjectName(QStringLiteral("scriptImage"));
    m_scriptImage->setPlaceholderText(tr("the runtime's image (containers only)"));
    connect(m_scriptImage, &QLineEdit::textChanged, this, &ScriptPage::edited);
    form->addRow(tr("Image o&verride:"),
                 bind(QStringLiteral("spec.trainer.image*"), m_scriptImage));
}

void ScriptPage::load(const TrainJob &job)
{
    const Loading loading(this);
    m_scriptPath.clear();
    m_scriptFileText.clear();
    m_scriptFileBytes.clear();
    const auto *c = std::get_if<CustomTrainer>(&job.trainer);
    if (!c) {
        m_script->clear();
        m_scriptSource->setText(tr("Inline code, sent with the job"));
        m_function->clear();
        m_funcArgs->setPairs({});
        m_scriptArgs->clear();
        m_scriptImage->clear();
        m_packages->setValues({});
        m_indexUrls->setValues({});
        return;
    }
    if (!c->scriptPath.isEmpty()) {
        m_scriptPath = c->scriptPath;
        m_scriptFileBytes = c->scriptContent;
        m_scriptFileText = QString::fromUtf8(c->scriptContent);
        m_script->setPlainText(m_scriptFileText);
        m_scriptSource->setText(c->scriptLoaded
                                    ? tr("From %1").arg(QDir::toNativeSeparators(c->scriptPath))
                                    : tr("%1 could not be read").arg(c->scriptPath));
    } else {
        m_script->setPlainText(c->inlineCode);
        m_scriptSource->setText(tr("Inline code, sent with the job"));
    }
    m_function->setText(c->functionName);
    KeyValueTable::Pairs args;
    if (c->funcArgs.is_object()) {
        for (auto it = c->funcArgs.begin(); it != c->funcArgs.end(); ++it)
            args.append({QString::fromStdString(it.key()), cellFromJson(it.value())});
    }
    m_funcArgs->setPairs(args);
    m_scriptArgs->setText(CommandLine::join(c->args));
    m_scriptImage->setText(c->image);
    m_packages->setValues(c->packagesToInstall);
    m_indexUrls->setValues(c->pipIndexUrls);
}

void ScriptPage::store(TrainJob &job) const
{
    auto &c = std::get<CustomTrainer>(job.trainer);
    const QString code = m_script->toPlainText();
    if (!m_scriptPath.isEmpty() && code == m_scriptFileText) {
        // The trainer is the loaded job's when that was a script trainer: its mark stands.
        c.scriptLoaded = !m_scriptFileBytes.isEmpty() || c.scriptLoaded;
        c.scriptPath = m_scriptPath;
        c.scriptContent = m_scriptFileBytes;
        c.inlineCode.clear();
    } else {
        c.scriptPath.clear();
        c.scriptContent.clear();
        c.scriptLoaded = false;
        c.scriptEmbedded = false;
        c.inlineCode = code;
    }
    c.functionName = m_function->text().trimmed();
    c.funcArgs = nlohmann::ordered_json::object();
    for (const auto &[key, value] : m_funcArgs->pairs())
        c.funcArgs[key.toStdString()] = jsonFromCell(value);
    c.args = CommandLine::split(m_scriptArgs->text());
    c.image = m_scriptImage->text().trimmed();
    c.packagesToInstall = m_packages->values();
    c.pipIndexUrls = m_indexUrls->values();
}

void ScriptPage::setRequirements(const QStringList &packages, const QStringList &indexUrls)
{
    m_packages->setValues(packages);
    if (!indexUrls.isEmpty())
        m_indexUrls->setValues(indexUrls);
}

} // namespace TrainDeck::Ui
