import torch

x = torch.arange(4.0)
copies = torch.cuda.comm.broadcast(x, devices=[0])
