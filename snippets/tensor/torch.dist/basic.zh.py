import torch

a = torch.tensor([0.0, 0.0])
b = torch.tensor([3.0, 4.0])

print(torch.dist(a, b))          # 欧氏距离（p=2）
print(a.dist(b, p=1))            # 曼哈顿距离
print(torch.dist(a, b, p=float("inf")))   # 最大绝对差
