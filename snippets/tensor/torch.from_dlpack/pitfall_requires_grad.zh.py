import numpy as np
import torch

w = torch.ones(3, requires_grad=True)
# 处于计算图中的张量不能导出；用 w.detach()
np.from_dlpack(w)
