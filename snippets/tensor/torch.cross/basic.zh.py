import torch

x_axis = torch.tensor([1.0, 0.0, 0.0])
y_axis = torch.tensor([0.0, 1.0, 0.0])
print(torch.cross(x_axis, y_axis, dim=0))         # 得到 z 轴

# 每行一个向量、共 2 个：传 dim=-1
a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
print(a.cross(b, dim=-1))
print(torch.linalg.cross(a, b))                   # linalg.cross 默认 dim=-1
