import torch

x = torch.tensor([10, 20, 30])
keep = torch.tensor([1, 0, 1])        # a 0/1 mask stored as int64

print(~torch.tensor(1))               # -2, not 0
print(~keep)                          # -2, -1, -2: not an inverted mask
print(x[~keep])                       # indexes from the end: 20, 30, 20
print(x[~keep.bool()])                # the intended element: 20
