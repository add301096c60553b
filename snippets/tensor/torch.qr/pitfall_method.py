import torch

A = torch.eye(3)
A.qr()                                      # the method form is removed too
