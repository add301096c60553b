import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])

print(torch.dot(a, b))  # 1*4 + 2*5 + 3*6
print(a.dot(b).item())

# Cosine of the angle between the two vectors.
print(torch.dot(a, b) / (a.norm() * b.norm()))

# Row-wise dot products of two batches: sum of an elementwise product.
x, y = torch.ones(4, 3), torch.arange(12.0).reshape(4, 3)
print((x * y).sum(dim=-1))
