#!/usr/bin/env python3
"""torch.utils.tensorboard's event files, written by tsr and read back here by a decoder that knows only the
formats' specifications: TFRecord framing (little-endian length, masked CRC-32C of it, data, masked CRC-32C of the
data) and protobuf's wire format with the field numbers of TensorFlow's event.proto, summary.proto,
tensor.proto and histogram.proto. PyTorch's writer needs the `tensorboard` package, which Debian does not ship, so
this test checks the files against the formats rather than against files PyTorch wrote.

    tests/stdlib/tensorboard_events.py --tsr build/tsr
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile

PROGRAM = r'''
import sys
import torch
from torch.utils.tensorboard import SummaryWriter
with SummaryWriter(log_dir=sys.argv[1]) as w:
    for step in range(3):
        w.add_scalar("Loss/train", torch.tensor(1.0 / (step + 1)), step)
    w.add_scalar("lr", 0.125, -5)
    w.add_scalars("run", {"a": 1.5, "b": 2.5}, 7)
    w.add_text("note", "h\u00e9llo", 2)
    w.add_histogram("weights", torch.tensor([0.5, -1.0, 2.0, 2.0, 1e-3]), 4)
    w.add_histogram("fixed", [1.0, 2.0, 2.5, 9.0], 5, bins=[0.0, 1.0, 2.0, 3.0, 10.0])
    w.add_scalar("new", 0.25, 1, new_style=True)
    w.add_scalar("newd", 0.1, 1, new_style=True, double_precision=True)
    try:
        w.add_image("img", torch.zeros(3, 2, 2))
    except NotImplementedError as e:
        print(e)
    try:
        w.add_scalar("bad", torch.ones(2))
    except AssertionError as e:
        print(e)
print("done")
'''


def crc32c(data):
    crc = 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 & -(crc & 1))
    return crc ^ 0xFFFFFFFF


def masked(data):
    c = crc32c(data)
    return (((c >> 15) | (c << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def records(path):
    with open(path, "rb") as f:
        data = f.read()
    at, out = 0, []
    while at < len(data):
        head = data[at:at + 8]
        (n,) = struct.unpack("<Q", head)
        assert struct.unpack("<I", data[at + 8:at + 12])[0] == masked(head), "length CRC"
        body = data[at + 12:at + 12 + n]
        assert struct.unpack("<I", data[at + 12 + n:at + 16 + n])[0] == masked(body), "data CRC"
        out.append(body)
        at += 16 + n
    assert at == len(data)
    return out


def varint(b, at):
    shift = result = 0
    while True:
        byte = b[at]
        at += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return result, at


def fields(b):
    """{field number: [values]}: varints as ints, fixed64 as doubles, fixed32 as floats, length-delimited as bytes."""
    out, at = {}, 0
    while at < len(b):
        key, at = varint(b, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, at = varint(b, at)
        elif wire == 1:
            value, at = struct.unpack("<d", b[at:at + 8])[0], at + 8
        elif wire == 5:
            value, at = struct.unpack("<f", b[at:at + 4])[0], at + 4
        elif wire == 2:
            n, at = varint(b, at)
            value, at = b[at:at + n], at + n
        else:
            raise AssertionError("wire type %d" % wire)
        out.setdefault(number, []).append(value)
    return out


def packed_doubles(b):
    return [struct.unpack("<d", b[i:i + 8])[0] for i in range(0, len(b), 8)]


def check(cond, what):
    if not cond:
        raise SystemExit("FAIL: " + what)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", required=True)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "w.py")
        with open(prog, "w") as f:
            f.write(PROGRAM)
        logdir = os.path.join(tmp, "runs")
        r = subprocess.run([args.tsr, prog, logdir], capture_output=True, text=True)
        check(r.returncode == 0, "tsr exited %d: %s" % (r.returncode, r.stderr))
        lines = r.stdout.splitlines()
        check(lines[0].startswith("SummaryWriter.add_image is not supported by tsr"), lines[0])
        check(lines[1] == "Tensor should contain one element (0 dimensions). Was given size: 2 and 1 dimensions.",
              lines[1])
        names = sorted(os.listdir(logdir))
        check(names[1:] == ["run_a", "run_b"] and names[0].startswith("events.out.tfevents."), str(names))
        events = [fields(b) for b in records(os.path.join(logdir, names[0]))]
        check(events[0][3] == [b"brain.Event:2"] and 1 in events[0], "the first event names the file version")
        by_tag = {}
        for e in events[1:]:
            value = fields(fields(e[5][0])[1][0])
            by_tag.setdefault(value[1][0].decode(), []).append((e.get(2, [0])[0], value))
        f32 = lambda x: struct.unpack("<f", struct.pack("<f", x))[0]
        # Scalars: simple_value (float32) at each step; an int64 step of -5 as a ten-byte varint.
        train = by_tag["Loss/train"]
        check([s for s, _ in train] == [0, 1, 2], "steps")
        check([v[2][0] for _, v in train] == [1.0, 0.5, f32(1 / 3)], "values")
        step, lr = by_tag["lr"][0]
        check(step - (1 << 64) == -5 and lr[2] == [0.125], "negative step")
        # add_scalars: one run a tag, main_tag as the tag.
        for sub, x in (("run_a", 1.5), ("run_b", 2.5)):
            (f,) = os.listdir(os.path.join(logdir, sub))
            evs = [fields(b) for b in records(os.path.join(logdir, sub, f))]
            v = fields(fields(evs[1][5][0])[1][0])
            check(v[1] == [b"run"] and v[2] == [x] and evs[1][2] == [7], sub)
        # Text: a DT_STRING tensor of shape [1] under the text plugin.
        _, text = by_tag["note/text_summary"][0]
        t = fields(text[8][0])
        check(t[1] == [7] and t[8] == ["h\u00e9llo".encode()], "text tensor")
        check(fields(fields(text[9][0])[1][0])[1] == [b"text"], "text plugin")
        # Histograms: min, max, num, sum, sum of squares; buckets by right edge, each counting the values in
        # [previous edge, edge) (the last edge inclusive), the first bucket an empty one at the left.
        # (the float32 tensor's values, as doubles)
        for tag, values in (("weights", [0.5, -1.0, 2.0, 2.0, f32(1e-3)]), ("fixed", [1.0, 2.0, 2.5, 9.0])):
            _, v = by_tag[tag][0]
            h = fields(v[5][0])
            check([h[k][0] for k in (1, 2, 3)] == [min(values), max(values), len(values)], tag + " min/max/num")
            check(abs(h[4][0] - sum(values)) < 1e-12 and abs(h[5][0] - sum(x * x for x in values)) < 1e-12, tag)
            limits, counts = packed_doubles(h[6][0]), packed_doubles(h[7][0])
            check(len(limits) == len(counts) and counts[0] == 0 and sum(counts) == len(values), tag + " counts")
            check(all(a < b for a, b in zip(limits, limits[1:])), tag + " limits increase")
            for i in range(1, len(limits)):
                last = i == len(limits) - 1
                n = sum(1 for x in values if limits[i - 1] <= x and (x <= limits[i] if last else x < limits[i]))
                check(counts[i] == n, "%s bucket %d" % (tag, i))
        _, fixed = by_tag["fixed"][0]
        check(packed_doubles(fields(fixed[5][0])[6][0]) == [1.0, 2.0, 3.0, 10.0], "fixed bins: from the first non-empty")
        # new_style: a DT_FLOAT (or DT_DOUBLE) tensor under the scalars plugin.
        _, new = by_tag["new"][0]
        t = fields(new[8][0])
        check(t[1] == [1] and struct.unpack("<f", t[5][0]) == (0.25,), "new-style float")
        _, newd = by_tag["newd"][0]
        t = fields(newd[8][0])
        check(t[1] == [2] and packed_doubles(t[6][0]) == [0.1], "new-style double")
        check(fields(fields(new[9][0])[1][0])[1] == [b"scalars"], "scalars plugin")
    check(crc32c(b"123456789") == 0xE3069283, "the decoder's CRC-32C (RFC 3720's check value)")
    print("tensorboard_events: event files decode as the formats specify")


if __name__ == "__main__":
    main()
