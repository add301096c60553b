import torch

y = torch.tensor([1.0, 2.0, 3.0])
# 间距为 1：(1 + 2) / 2 + (2 + 3) / 2
print(torch.trapezoid(y))
# 固定间距用关键字 dx= 给出
print(torch.trapezoid(y, dx=0.5))
# 不均匀的采样点作为 x 传入
print(torch.trapezoid(y, torch.tensor([0.0, 1.0, 3.0])))
print(torch.trapz(y, torch.tensor([0.0, 1.0, 3.0])))    # 旧名字
# 默认沿最后一维积分：每行一个结果
print(torch.trapezoid(torch.tensor([[0.0, 1.0], [2.0, 2.0]])))
# 逐步累积的积分：cumulative_trapezoid
print(torch.cumulative_trapezoid(y))
