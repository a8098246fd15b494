// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/runtime.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QPlainTextEdit;

namespace TrainDeck::Ui {

class CodeHighlighter;

/// What one runtime provides: framework, image, nodes, ML policy, devices, initializers, and
/// the runtime object itself as highlighted YAML.
class RuntimePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RuntimePanel)

public:
    explicit RuntimePanel(QWidget *parent = nullptr);

    void setRuntime(const Runtime &runtime);
    void clear();
    QString runtimeName() const { return m_name; }
    /// The value shown for a field, by its object name ("framework", "image", ...): tests.
    QString fieldText(const QString &field) const;
    QPlainTextEdit *yamlView() const { return m_yaml; }
    CodeHighlighter *highlighter() const { return m_highlighter; }

    static QString policyText(const Runtime &runtime);
    static QString initializersText(const Runtime &runtime);

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *addField(QFormLayout *form, const QString &label, const QString &name);

    QString m_name;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QPlainTextEdit *m_yaml = nullptr;
    CodeHighlighter *m_highlighter = nullptr;
};

} // namespace TrainDeck::Ui
