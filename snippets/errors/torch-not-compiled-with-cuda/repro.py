import torch

# Hard-coded .cuda() on a CPU-only build of torch.
x = torch.zeros(3)
x = x.cuda()
