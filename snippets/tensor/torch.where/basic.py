import torch

x = torch.tensor([[1.0, -2.0], [-3.0, 4.0]])
print(torch.where(x > 0, x, 0.0))           # keep positives, zero the rest
print(torch.where(x > 0, 1, -1))            # scalars on both sides: int64 result

# per-row threshold via broadcasting
thr = torch.tensor([[0.0], [-5.0]])
print(torch.where(x > thr, x, thr))

# method form: self is the value taken where condition holds
print(x.where(x > 0, torch.zeros_like(x)))

# one-argument form: indices of the True entries, one tensor per dimension
rows, cols = torch.where(x > 0)
print(rows, cols)
