import torch

x = torch.arange(12.0).reshape(3, 4)
left = x.narrow(1, 0, 2)                 # rows are no longer contiguous in memory

print(left.reshape(-1))                  # reshape copies when it has to
left.view(-1)                            # view cannot
