import torch

x = torch.tensor([[3.0, -1.0, 2.0],
                  [0.0, 5.0, -4.0]])

lo, hi = torch.aminmax(x)              # over every element: two 0-d tensors
print(lo, hi)

per_row = x.aminmax(dim=1)             # dim is keyword-only
print(per_row.min, per_row.max)

scale = (hi - lo) / 255                # e.g. the range for 8-bit quantization
print(scale)
