# len(), slicing and find() on a long ASCII str (a char-level corpus sliced per sample): the UTF-8 scans read 64 bytes
# a step where the text is ASCII (interpreter/utf8_scan.hpp). Timed against CPython by run.py.
text = "abcdefghij" * 100000 + "\n"
n = 0
for i in range(20000):
    n += len(text)
    n += len(text[500000 + i:500040 + i])
    n += text.find("\n", 500000)
print(n)
