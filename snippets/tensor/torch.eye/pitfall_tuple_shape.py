import torch

shape = (3, 4)
print(torch.eye(*shape).shape)  # unpacked: n=3, m=4
torch.eye(shape)                # a tuple is not accepted, unlike torch.zeros(shape)
