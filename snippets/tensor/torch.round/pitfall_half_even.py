import torch

x = torch.tensor([0.5, 1.5, 2.5, 3.5])

print(torch.round(x))                  # 0, 2, 2, 4: round half to even, not half up
print(torch.floor(x + 0.5))            # 1, 2, 3, 4: "school" rounding for non-negative values
