import torch

rewards = torch.tensor([1.0, float("nan"), 2.0, 3.0])

print(rewards.cumsum(0))                  # NaN 之后的累加结果全是 NaN
print(rewards.nan_to_num(0.0).cumsum(0))  # 先替换（或排查）NaN
