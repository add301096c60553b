import torch

x = torch.tensor([0.2, -1.0, 0.7, 1.5])

print(torch.lt(x, 0.5))                    # same as x < 0.5
print(x.lt(torch.tensor([0.0, 0.0, 1.0, 1.0])))
print(torch.less(x, 1).sum().item())       # torch.less is another spelling

in_unit = (0 < x) & (x < 1)                # a range needs two comparisons and &
print(in_unit)
print(torch.tensor([1, 2, 3]) < 2.5)       # int vs float: compared as float, no truncation
