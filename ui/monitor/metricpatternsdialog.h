// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricpatternstore.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace TrainDeck::Ui {

/// Edits the metric patterns of one runtime (docs/monitoring.md): a table of name and regular
/// expression, each row checked as it is typed (a row that is wrong is marked and the reason
/// shown; Save stays off), and a sample log line with what the patterns and the built-in
/// shapes read from it. Saves to a MetricPatternStore; a store that cannot be read is shown
/// and never overwritten.
class MetricPatternsDialog final : public QDialog
{
    Q_OBJECT

public:
    enum Column { NameColumn, RegexColumn, ColumnCount };
    Q_ENUM(Column)

    MetricPatternsDialog(QString runtime,
                         Metrics::MetricPatternStore store = Metrics::MetricPatternStore(),
                         QWidget *parent = nullptr);

    /// The rows as valid patterns (empty rows left out); empty while a row is wrong.
    QList<Metrics::MetricPattern> patterns() const { return m_valid; }
    /// What is wrong, `row N: reason`, or empty.
    QString problem() const;
    /// What the sample line gives: `name = value (step N)` per sample, one per line.
    QString preview() const;
    bool canSave() const;

    void setSampleLine(const QString &line);
    /// Appends a row (as the Add button does) and returns its index.
    int addRow(const QString &name = {}, const QString &regex = {});
    void setRow(int row, const QString &name, const QString &regex);

public Q_SLOTS:
    void accept() override;

private:
    void revalidate();
    void updatePreview();

    QString m_runtime;
    Metrics::MetricPatternStore m_store;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_sample = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<Metrics::MetricPattern> m_valid;
    QString m_problemText;
    bool m_storeReadable = true;
};

} // namespace TrainDeck::Ui
