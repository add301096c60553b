import torch

loss = torch.tensor(float("nan"))
print(torch.is_nonzero(loss))                 # nan is not equal to zero, so it counts as "nonzero"
print(torch.isfinite(loss).item())            # check this first if nan is possible
