import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])

print(torch.dot(a, b))  # 1*4 + 2*5 + 3*6
print(a.dot(b).item())

# 两个向量夹角的余弦。
print(torch.dot(a, b) / (a.norm() * b.norm()))

# 两个批次的逐行点积：逐元素相乘后求和。
x, y = torch.ones(4, 3), torch.arange(12.0).reshape(4, 3)
print((x * y).sum(dim=-1))
