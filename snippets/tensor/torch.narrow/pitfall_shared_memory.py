import torch

signal = torch.arange(8.0)
head = signal.narrow(0, 0, 4)

head -= head.mean()                      # meant: centre a separate copy
print(signal)                            # the first half of signal changed too

signal = torch.arange(8.0)
head = signal.narrow(0, 0, 4).clone()
head -= head.mean()
print(signal)
