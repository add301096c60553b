import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(2, 3, device=device)
wt = w.transpose(0, 1)
wt.mul_(0)                        # in-place on the transposed view ...
print(w.sum().item())             # ... also zeroes the original

w = torch.ones(2, 3, device=device)
wt = w.transpose(0, 1).clone()    # independent copy
wt.mul_(0)
print(w.sum().item())
