import torch

x = torch.tensor([-float("inf"), -1e38, 0.0, float("inf"), float("nan")])
print(torch.isneginf(x))
print(torch.isposinf(x))
print(torch.isinf(x))        # 两个方向都算

# 对数概率：-inf 表示不可能事件
log_p = torch.log(torch.tensor([0.5, 0.0, 0.5]))
print(log_p, torch.isneginf(log_p))
