import torch

one = torch.tensor([1.0, 1.0])
up = torch.nextafter(one, torch.tensor([2.0, 0.0]))   # one step toward 2 and toward 0
print(up - one)                                        # float32 spacing around 1
print(torch.finfo(torch.float32).eps)

# the next float64 after 1.0 is much closer
print(torch.nextafter(one.double(), torch.tensor(2.0, dtype=torch.float64)) - 1)

# a strict upper bound: the largest value below 1.0, to keep samples in [0, 1)
print(torch.nextafter(torch.tensor(1.0), torch.tensor(0.0)).item())
