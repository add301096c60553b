import torch

running = torch.zeros(1)  # one number, meant to collect a sum
a = torch.ones(3)
b = torch.ones(3)

running.addcmul_(a, b)
