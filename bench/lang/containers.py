d = {}
for i in range(300000):
    d[i % 1000] = d.get(i % 1000, 0) + i
xs = []
for i in range(300000):
    xs.append(i * 2)
s = 0
for x in xs:
    s += x
words = {}
for i in range(200000):
    k = "k" + str(i % 500)
    words[k] = words.get(k, 0) + 1
print(len(d), s, len(words), sorted(d.values())[-1])
