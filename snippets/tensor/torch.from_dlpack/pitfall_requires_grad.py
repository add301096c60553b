import numpy as np
import torch

w = torch.ones(3, requires_grad=True)
# a tensor in the autograd graph cannot be exported; use w.detach()
np.from_dlpack(w)
