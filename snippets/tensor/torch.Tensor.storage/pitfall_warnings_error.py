import warnings

import torch

warnings.simplefilter("error")       # what pytest's filterwarnings = error does

x = torch.arange(6, dtype=torch.float32)
print(x.untyped_storage().nbytes())  # fine
x.storage()                          # the deprecation warning becomes an exception
