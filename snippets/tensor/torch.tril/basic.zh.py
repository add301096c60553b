import torch

x = torch.arange(1, 13).reshape(3, 4)

print(torch.tril(x))               # 对角线及其下方的所有元素
print(torch.tril(x, diagonal=-1))  # 严格位于对角线下方
print(x.tril(1))                   # 同时保留第一条上对角线

# “允许”型因果掩码：位置 i 可以看到位置 0..i
allowed = torch.tril(torch.ones(3, 3, dtype=torch.bool))
scores = torch.zeros(3, 3)
print(scores.masked_fill(~allowed, float("-inf")).softmax(dim=-1))

# 原地保留下三角部分
m = torch.ones(3, 3)
m.tril_()
print(m)
