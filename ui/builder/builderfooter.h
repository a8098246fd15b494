// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace TrainDeck::Ui {

/// The builder's bottom bar: Import and Export, a notice line for what the user should know
/// or do next, the validation summary, and Submit / Cancel.
class BuilderFooter final : public QWidget
{
    Q_OBJECT
public:
    explicit BuilderFooter(QWidget *parent = nullptr);

    QPushButton *submitButton() const { return m_submit; }
    /// Empty hides the line; an error is shown in red.
    void setNotice(const QString &text, bool error);
    /// The notice shown, empty when hidden.
    QString notice() const;
    /// The validation summary: ready for `backend`, or how many problems there are, with those
    /// no field shows (`unplaced`) spelled out.
    void setProblems(int count, const QStringList &unplaced, const QString &backend);

signals:
    void importRequested();
    void exportYamlRequested();
    void exportSdkCodeRequested();
    void submitRequested();
    void cancelRequested();

private:
    QLabel *m_summary = nullptr;
    QLabel *m_notice = nullptr;
    QPushButton *m_submit = nullptr;
};

} // namespace TrainDeck::Ui
