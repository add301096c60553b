import torch

scores = torch.tensor([0.9, float("nan"), 0.4, 0.8])

print(scores.topk(2))                              # NaN ranks above every number
print(scores.nan_to_num(nan=-float("inf")).topk(2).indices)   # push NaN to the bottom
