import torch

x = torch.tensor([0.0, 1.0, 2.0, 3.0, 4.0])
y = x**2

(dy,) = torch.gradient(y)  # 即使是一维输入，返回的也是元组
print(dy)  # 内部用中心差分，两端用单侧差分
print(torch.gradient(y, edge_order=2)[0])  # 两端用二阶公式：这里正好是 2x

# 采样间隔：一个数，或者每个维度的坐标。
print(torch.gradient(y, spacing=0.5)[0])
print(torch.gradient(y, spacing=(x,))[0])

# 二维：每个维度返回一个张量，或者只算 dim 指定的维度。
m = torch.tensor([[1.0, 2.0, 4.0], [2.0, 4.0, 8.0]])
d_rows, d_cols = torch.gradient(m)
print(d_cols)
print(len(torch.gradient(m, dim=1)))
