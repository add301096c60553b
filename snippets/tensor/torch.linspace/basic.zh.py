import torch

print(torch.linspace(0, 1, 5))                 # 包含两端，共 5 个点
print(torch.linspace(10, 0, 3))                # 递减也可以
print(torch.linspace(0, 10, 5).dtype)          # 参数是 int，结果仍是 float32
print(torch.linspace(0, 10, 4, dtype=torch.int64))  # 先按浮点数计算，再截断
print(torch.linspace(2, 5, 1), torch.linspace(2, 5, 0))

# 3 x 4 个点的网格
ys, xs = torch.meshgrid(torch.linspace(-1, 1, 3), torch.linspace(0, 1, 4), indexing="ij")
print(xs.shape, ys[:, 0])
