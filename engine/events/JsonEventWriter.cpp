#include "JsonEventWriter.h"

#include <cstdio>

namespace tl {

std::string_view eventTypeName(EventType t)
{
    switch (t) {
    case EventType::StorageAllocated: return "storage_allocated";
    case EventType::StorageFreed: return "storage_freed";
    case EventType::ViewCreated: return "view_created";
    case EventType::ObjectReleased: return "object_released";
    case EventType::Copy: return "copy";
    case EventType::ElementWritten: return "element_written";
    case EventType::StorageWritten: return "storage_written";
    case EventType::StorageInitialized: return "storage_initialized";
    case EventType::NameBound: return "name_bound";
    case EventType::NameUnbound: return "name_unbound";
    case EventType::Error: return "error";
    case EventType::ExceptionRaised: return "exception_raised";
    }
    return "unknown";
}

namespace {

void appendString(std::string &out, std::string_view s)
{
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    out += '"';
}

class ObjectBuilder {
public:
    explicit ObjectBuilder(std::string &out) : out_(out) { out_ += '{'; }
    ~ObjectBuilder() { out_ += '}'; }
    void key(std::string_view k)
    {
        if (!first_)
            out_ += ',';
        first_ = false;
        appendString(out_, k);
        out_ += ':';
    }
    void str(std::string_view k, std::string_view v)
    {
        key(k);
        appendString(out_, v);
    }
    void num(std::string_view k, long long v)
    {
        key(k);
        out_ += std::to_string(v);
    }
    void unum(std::string_view k, unsigned long long v)
    {
        key(k);
        out_ += std::to_string(v);
    }
    void boolean(std::string_view k, bool v)
    {
        key(k);
        out_ += v ? "true" : "false";
    }
    void list(std::string_view k, const std::vector<int64_t> &v)
    {
        key(k);
        out_ += '[';
        for (size_t i = 0; i < v.size(); ++i)
            out_ += (i ? "," : "") + std::to_string(v[i]);
        out_ += ']';
    }

private:
    std::string &out_;
    bool first_ = true;
};

} // namespace

std::string JsonEventWriter::toJson(const Event &e)
{
    std::string out;
    {
        ObjectBuilder o(out);
        o.str("event", eventTypeName(e.type));
        if (!e.op.empty())
            o.str("op", e.op);
        switch (e.type) {
        case EventType::StorageAllocated:
        case EventType::StorageFreed:
            o.unum("storage", e.storageId);
            o.str("device", e.device.str());
            o.unum("bytes", e.bytes);
            if (e.uninitialized)
                o.boolean("uninitialized", true);
            break;
        case EventType::ViewCreated:
            o.unum("object", e.objectId);
            o.str("kind", e.objectKind);
            o.unum("storage", e.storageId);
            o.str("device", e.device.str());
            o.str("dtype", std::string(torchName(e.dtype)));
            o.list("sizes", e.sizes);
            o.list("strides", e.strides);
            o.num("storage_offset", e.storageOffset);
            o.unum("byte_offset", e.byteOffset);
            o.unum("byte_end", e.byteEnd);
            o.boolean("shares", e.shares);
            o.num("owners", e.owners);
            o.str("reason", e.reason);
            break;
        case EventType::ObjectReleased:
            o.unum("object", e.objectId);
            o.str("kind", e.objectKind);
            o.unum("storage", e.storageId);
            break;
        case EventType::Copy:
            o.unum("src_storage", e.srcStorageId);
            o.unum("dst_storage", e.dstStorageId);
            o.unum("bytes", e.bytes);
            o.str("direction", e.direction);
            o.num("duration_ns", e.durationNs);
            if (!e.writer.empty())
                o.str("writer", e.writer);
            break;
        case EventType::ElementWritten: {
            o.unum("storage", e.storageId);
            o.unum("byte_offset", e.byteOffset);
            o.str("old", e.oldValue);
            o.str("new", e.newValue);
            if (!e.writer.empty())
                o.str("writer", e.writer);
            o.key("views");
            out += '[';
            for (size_t i = 0; i < e.views.size(); ++i) {
                if (i)
                    out += ',';
                ObjectBuilder v(out);
                v.unum("object", e.views[i].objectId);
                v.str("kind", e.views[i].objectKind);
                v.list("index", e.views[i].index);
            }
            out += ']';
            break;
        }
        case EventType::StorageWritten:
            o.unum("storage", e.storageId);
            o.unum("byte_offset", e.byteOffset);
            o.unum("byte_end", e.byteEnd);
            if (!e.writer.empty())
                o.str("writer", e.writer);
            if (!e.generator.empty()) {
                o.str("generator", e.generator);
                o.boolean("device_generated", e.deviceGenerated);
            }
            break;
        case EventType::StorageInitialized:
            o.unum("storage", e.storageId);
            o.key("uninitialized");
            out += '[';
            for (size_t i = 0; i < e.uninitializedRanges.size(); ++i)
                out += (i ? ",[" : "[") + std::to_string(e.uninitializedRanges[i].first) + "," +
                       std::to_string(e.uninitializedRanges[i].second) + "]";
            out += ']';
            break;
        case EventType::NameBound:
        case EventType::NameUnbound:
            o.str("name", e.name);
            o.unum("object", e.objectId);
            if (!e.objectKind.empty())
                o.str("kind", e.objectKind);
            break;
        case EventType::Error:
            o.str("type", e.errorType);
            o.str("message", e.message);
            o.str("fix", e.fix);
            if (!e.errorId.empty())
                o.str("id", e.errorId);
            o.num("line", e.line);
            break;
        case EventType::ExceptionRaised:
            o.str("type", e.errorType);
            o.str("message", e.message);
            if (!e.errorId.empty())
                o.str("id", e.errorId);
            o.num("line", e.line);
            break;
        }
    }
    return out;
}

void JsonEventWriter::onEvent(const Event &event)
{
    const std::string line = toJson(event) + "\n";
    std::fwrite(line.data(), 1, line.size(), out_);
    std::fflush(out_);
}

} // namespace tl
