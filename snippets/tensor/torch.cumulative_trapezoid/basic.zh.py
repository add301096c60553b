import torch

y = torch.tensor([1.0, 2.0, 4.0, 7.0])

print(torch.trapezoid(y))  # 整段积分，一个数
print(torch.cumulative_trapezoid(y))  # 累积积分：n - 1 个值
print(torch.cumulative_trapezoid(y, dx=0.5))  # 等间隔采样，只能用关键字
print(torch.cumulative_trapezoid(y, torch.tensor([0.0, 1.0, 3.0, 4.0])))  # 采样位置

# 在前面补上第一个采样点处的 0，就得到与采样点一一对应的结果。
running = torch.cumulative_trapezoid(y)
print(torch.cat([running.new_zeros(1), running]))
