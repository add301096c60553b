import torch

log_p = torch.tensor([-1.0, -2.0])
print(torch.logaddexp(log_p, torch.tensor(0.0)))   # a 0-d tensor broadcasts
torch.logaddexp(log_p, 0.0)                        # a Python number is refused
