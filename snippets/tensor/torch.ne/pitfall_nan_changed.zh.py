import torch

old = torch.tensor([1.0, float("nan"), 3.0])
new = old.clone()                          # 什么都没改

print((new != old).sum().item())           # NaN != NaN，于是多算了一处“改动”
changed = (new != old) & ~(new.isnan() & old.isnan())
print(changed.sum().item())
