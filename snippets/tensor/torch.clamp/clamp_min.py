import torch

p = torch.tensor([0.0, 1e-20, 0.3])

print(torch.clamp_min(p, 1e-12))          # lower bound only, the same as clamp(p, min=1e-12)
print(p.clamp_min(1e-12).log())           # method form: no -inf

floor = torch.tensor([0.1, 0.0, 0.5])
print(torch.clamp_min(p, floor))          # a per-element lower bound

counts = torch.tensor([0, 3])
print(counts.clamp_min(1))                # integer bound: stays int64
print(counts.clamp_min(0.5))              # float bound: promoted to float32
counts.clamp_min_(1)                      # in place
print(counts)
