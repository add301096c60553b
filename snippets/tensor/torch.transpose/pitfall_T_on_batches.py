import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import warnings  # noqa: E402

warnings.simplefilter("always")

b = torch.zeros(5, 2, 3, device=device)   # 5 matrices of shape (2, 3)
r = b.T                                    # reverses ALL dims: (3, 2, 5), and warns
print(r.shape)
print(b.mT.shape)                          # (5, 3, 2): what was meant
