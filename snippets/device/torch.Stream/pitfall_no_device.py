import torch

print(torch.cuda.is_available())  # False: no usable GPU
s = torch.Stream()  # no device: the build's accelerator (cuda), not the CPU
