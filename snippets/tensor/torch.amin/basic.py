import torch

x = torch.tensor([[4.0, 1.0, 3.0],
                  [2.0, 6.0, 0.5]])

print(torch.amin(x, dim=1))              # per row
print(x.amin(dim=(0, 1)))                # several dims at once
print(x.amin(dim=0, keepdim=True))       # (1, 3)

# min-max scaling per row
lo = x.amin(dim=1, keepdim=True)
hi = x.amax(dim=1, keepdim=True)
print((x - lo) / (hi - lo))
