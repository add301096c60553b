import torch

A = torch.eye(3)
A.qr()                                      # 方法形式同样已被移除
