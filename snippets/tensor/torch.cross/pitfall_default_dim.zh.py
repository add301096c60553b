import torch

# 三个三维向量，每行一个
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 0.0, 0.0]])

print(torch.cross(a, b, dim=-1))   # 逐行：本来想要的结果
print(torch.cross(a, b))           # 不给 dim：用第一个长度为 3 的维度（第 0 维），并发出警告
