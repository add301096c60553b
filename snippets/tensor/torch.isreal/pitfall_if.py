import torch

x = torch.tensor([1.0, 2.0])
print(torch.isreal(x))            # one bool per element
print(x.is_complex())             # one Python bool for the dtype
if torch.isreal(x):               # ambiguous for more than one element
    print("real")
