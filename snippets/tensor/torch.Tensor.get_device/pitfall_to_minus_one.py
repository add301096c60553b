import torch

x = torch.ones(2)  # a CPU tensor: get_device() is -1
y = torch.zeros(2)
y.to(x.get_device())  # fix: y.to(x.device)
