import torch

x = torch.arange(6).reshape(2, 3)
print(x.flip(0, 1))        # name the dims to reverse
x.flip()                   # unlike np.flip, there is no "all dims" default
