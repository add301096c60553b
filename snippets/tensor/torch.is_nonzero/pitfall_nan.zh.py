import torch

loss = torch.tensor(float("nan"))
print(torch.is_nonzero(loss))                 # nan 不等于 0，因此算作"非零"
print(torch.isfinite(loss).item())            # 可能出现 nan 时先检查这一项
