import torch

old = torch.tensor([1.0, float("nan"), 3.0])
new = old.clone()                          # nothing changed

print((new != old).sum().item())           # NaN != NaN, so one "change" is counted
changed = (new != old) & ~(new.isnan() & old.isnan())
print(changed.sum().item())
