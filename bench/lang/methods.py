class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def add(self, other):
        return Point(self.x + other.x, self.y + other.y)
    def norm2(self):
        return self.x * self.x + self.y * self.y
p = Point(0, 0)
q = Point(1, 2)
acc = 0
for i in range(1000000):
    p = p.add(q)
    acc += p.norm2() % 7
print(p.x, p.y, acc)
