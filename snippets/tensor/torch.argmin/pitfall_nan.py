import torch

distances = torch.tensor([0.8, float("nan"), 0.3, 0.5])

print(distances.argmin())   # points at the NaN, not at 0.3

# treat NaN as "never the closest" before searching
clean = torch.where(distances.isnan(), float("inf"), distances)
print(clean.argmin())
