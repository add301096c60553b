import torch

signal = torch.arange(8.0)
head = signal.narrow(0, 0, 4)

head -= head.mean()                      # 本意：对一份独立的副本做中心化
print(signal)                            # signal 的前半部分也被改了

signal = torch.arange(8.0)
head = signal.narrow(0, 0, 4).clone()
head -= head.mean()
print(signal)
