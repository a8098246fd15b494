// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/fieldreader.h"

#include <QCoreApplication>

namespace TrainDeck {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("TrainDeck::FieldReader", s);
}

} // namespace

FieldReader::FieldReader(const Document &doc, QList<Error> &errors)
    : m_doc(doc)
    , m_errors(errors)
{}

const nlohmann::ordered_json *FieldReader::at(const QString &path) const
{
    const nlohmann::ordered_json *cur = &m_doc.json();
    if (path.isEmpty())
        return cur;
    qsizetype i = 0;
    const qsizetype n = path.size();
    while (i < n) {
        if (path[i] == QLatin1Char('[')) {
            const qsizetype close = path.indexOf(QLatin1Char(']'), i);
            const int index = path.mid(i + 1, close - i - 1).toInt();
            if (!cur->is_array() || index < 0 || size_t(index) >= cur->size())
                return nullptr;
            cur = &(*cur)[size_t(index)];
            i = close + 1;
            if (i < n && path[i] == QLatin1Char('.'))
                ++i;
            continue;
        }
        qsizetype end = i;
        while (end < n && path[end] != QLatin1Char('.') && path[end] != QLatin1Char('['))
            ++end;
        const std::string key = path.mid(i, end - i).toStdString();
        if (!cur->is_object())
            return nullptr;
        const auto it = cur->find(key);
        if (it == cur->end())
            return nullptr;
        cur = &*it;
        i = end;
        if (i < n && path[i] == QLatin1Char('.'))
            ++i;
    }
    return cur;
}

QString FieldReader::typeName(const nlohmann::ordered_json &j)
{
    switch (j.type()) {
    case nlohmann::ordered_json::value_t::object:
        return tr("a mapping");
    case nlohmann::ordered_json::value_t::array:
        return tr("a list");
    case nlohmann::ordered_json::value_t::string:
        return tr("text");
    case nlohmann::ordered_json::value_t::boolean:
        return tr("true/false");
    case nlohmann::ordered_json::value_t::null:
        return tr("null");
    default:
        return tr("a number");
    }
}

void FieldReader::fail(const QString &path, const QString &message)
{
    m_errors.append(m_doc.error(Error::Kind::Validation, path, message));
}

QString FieldReader::string(const QString &path, bool required)
{
    const auto *v = at(path);
    if (!v || v->is_null()) {
        if (required)
            fail(path, tr("this field is required"));
        return {};
    }
    if (v->is_string())
        return QString::fromStdString(v->get<std::string>());
    if (v->is_number_integer())
        return QString::number(v->get<qint64>()); // YAML reads 123 as a number; names may be digits
    fail(path, tr("expected text, found %1").arg(typeName(*v)));
    return {};
}

std::optional<qint64> FieldReader::integer(const QString &path, qint64 min, qint64 max)
{
    const auto *v = at(path);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_number_integer()) {
        if (v->is_number_float())
            fail(path, tr("expected a whole number, found %1").arg(v->get<double>()));
        else
            fail(path, tr("expected a whole number, found %1").arg(typeName(*v)));
        return std::nullopt;
    }
    const qint64 i = v->get<qint64>();
    if (i < min || i > max) {
        fail(path, tr("%1 is out of range; use a value from %2 to %3").arg(i).arg(min).arg(max));
        return std::nullopt;
    }
    return i;
}

std::optional<bool> FieldReader::boolean(const QString &path)
{
    const auto *v = at(path);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_boolean()) {
        fail(path, tr("expected true or false, found %1").arg(typeName(*v)));
        return std::nullopt;
    }
    return v->get<bool>();
}

QStringList FieldReader::stringList(const QString &path)
{
    QStringList out;
    const auto *v = at(path);
    if (!v || v->is_null())
        return out;
    if (!v->is_array()) {
        fail(path, tr("expected a list of text values, found %1").arg(typeName(*v)));
        return out;
    }
    for (size_t i = 0; i < v->size(); ++i) {
        const auto &item = (*v)[i];
        if (item.is_string())
            out << QString::fromStdString(item.get<std::string>());
        else if (item.is_number() || item.is_boolean())
            out << QString::fromStdString(item.dump());
        else
            fail(path + QStringLiteral("[%1]").arg(i),
                 tr("expected text, found %1").arg(typeName(item)));
    }
    return out;
}

QMap<QString, QString> FieldReader::stringMap(const QString &path)
{
    QMap<QString, QString> out;
    const auto *v = at(path);
    if (!v || v->is_null())
        return out;
    if (!v->is_object()) {
        fail(path, tr("expected a mapping of names to text, found %1").arg(typeName(*v)));
        return out;
    }
    for (auto it = v->begin(); it != v->end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        if (it->is_string())
            out.insert(key, QString::fromStdString(it->get<std::string>()));
        else
            fail(path + QLatin1Char('.') + key,
                 tr("expected text, found %1 (quote the value)").arg(typeName(*it)));
    }
    return out;
}

QMap<QString, QString> FieldReader::quantityMap(const QString &path)
{
    QMap<QString, QString> out;
    const auto *v = at(path);
    if (!v || v->is_null())
        return out;
    if (!v->is_object()) {
        fail(path,
             tr("expected a mapping of resource names to quantities, found %1").arg(typeName(*v)));
        return out;
    }
    for (auto it = v->begin(); it != v->end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        if (it->is_string())
            out.insert(key, QString::fromStdString(it->get<std::string>()));
        else if (it->is_number())
            out.insert(key, QString::fromStdString(it->dump()));
        else
            fail(path + QLatin1Char('.') + key,
                 tr("expected a quantity such as 2, 500m or 4Gi, found %1").arg(typeName(*it)));
    }
    return out;
}

EnvList FieldReader::envList(const QString &path)
{
    EnvList out;
    const auto *v = at(path);
    if (!v || v->is_null())
        return out;
    if (!v->is_array()) {
        fail(path, tr("expected a list of {name, value} entries, found %1").arg(typeName(*v)));
        return out;
    }
    for (size_t i = 0; i < v->size(); ++i) {
        const QString p = path + QStringLiteral("[%1]").arg(i);
        const auto &item = (*v)[i];
        if (!item.is_object()) {
            fail(p, tr("expected {name: ..., value: ...}, found %1").arg(typeName(item)));
            continue;
        }
        EnvVar e;
        e.name = string(p + QStringLiteral(".name"), true);
        const auto *value = at(p + QStringLiteral(".value"));
        if (value && value->is_string())
            e.value = QString::fromStdString(value->get<std::string>());
        else if (value && (value->is_number() || value->is_boolean()))
            fail(p + QStringLiteral(".value"),
                 tr("environment values must be text; quote %1")
                     .arg(QString::fromStdString(value->dump())));
        else if (value && !value->is_null())
            fail(p + QStringLiteral(".value"), tr("expected text, found %1").arg(typeName(*value)));
        if (item.contains("valueFrom"))
            e.valueFrom = item["valueFrom"];
        out.append(e);
    }
    return out;
}

bool FieldReader::expectObject(const QString &path, bool required)
{
    const auto *v = at(path);
    if (!v || v->is_null()) {
        if (required)
            fail(path, tr("this field is required"));
        return false;
    }
    if (!v->is_object()) {
        fail(path, tr("expected a mapping, found %1").arg(typeName(*v)));
        return false;
    }
    return true;
}

bool FieldReader::expectArray(const QString &path)
{
    const auto *v = at(path);
    if (!v || v->is_null())
        return false;
    if (!v->is_array()) {
        fail(path, tr("expected a list, found %1").arg(typeName(*v)));
        return false;
    }
    return true;
}

} // namespace TrainDeck
