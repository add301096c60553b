import torch

loss = torch.tensor([0.5, torch.nan, 0.2])

print(loss == torch.nan)             # NaN is not equal to anything, itself included
print((loss == torch.nan).any())
print(torch.isnan(loss))             # the test that works
