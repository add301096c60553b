import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([10.0, 20.0])

print(torch.outer(a, b))  # 3 x 2：a[i] * b[j]
print(torch.equal(torch.outer(a, b), a[:, None] * b[None, :]))

# 一批向量的外积：用广播，而不是 outer。
x, y = torch.ones(5, 3), torch.ones(5, 2)
print((x.unsqueeze(-1) * y.unsqueeze(-2)).shape)
