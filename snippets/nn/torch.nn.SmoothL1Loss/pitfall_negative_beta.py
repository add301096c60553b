import torch

criterion = torch.nn.SmoothL1Loss(beta=-1.0)  # accepted here...
criterion(torch.zeros(3), torch.ones(3))      # ...rejected at the first call
