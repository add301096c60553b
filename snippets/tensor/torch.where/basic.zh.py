import torch

x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
print(torch.where(x > 0, x, 0.0))           # 保留正数，其余置零
print(torch.where(x > 0, 1, -1))            # 两边都是标量：结果为 int64

# 通过广播实现逐行阈值
thr = torch.tensor([[0.0], [-5.0]])
print(torch.where(x > thr, x, thr))

# 方法形式：条件成立处取 self 的值
print(x.where(x > 0, torch.zeros_like(x)))

# 单参数形式：True 元素的索引，每个维度一个张量
rows, cols = torch.where(x > 0)
print(rows, cols)
