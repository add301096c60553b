import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")

b = torch.zeros(5, 2, 3, device=device)   # 5 matrices of shape (2, 3)
r = b.T                                    # reverses ALL dims: (3, 2, 5), and warns
print(r.shape)
print(b.mT.shape)                          # (5, 3, 2): what was meant
