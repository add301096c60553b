import torch

rewards = torch.tensor([1.0, float("nan"), 2.0, 3.0])

print(rewards.cumsum(0))                  # every total after the NaN is NaN
print(rewards.nan_to_num(0.0).cumsum(0))  # replace (or investigate) NaN first
