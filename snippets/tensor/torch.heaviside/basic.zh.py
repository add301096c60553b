import torch

x = torch.tensor([-1.5, 0.0, 2.0])
print(torch.heaviside(x, torch.tensor(0.5)))                # x 为 0 处取 0.5
print(torch.heaviside(x, torch.tensor([7.0, 8.0, 9.0])))    # 每个元素一个值：只有 x == 0 的位置会用到
print(torch.tensor([-3, 0, 4]).heaviside(torch.tensor(1)))  # 整数输入得到整数结果

x.heaviside_(torch.tensor(0.0))                             # 原地修改
print(x)
